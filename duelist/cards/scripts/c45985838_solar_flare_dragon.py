"""Solar Flare Dragon (45985838), Effect Monster."""
from duelist.cards.common import CONTINUOUS, TRIGGER, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 FIRE Pyro (1500/1000). While its controller controls another face-up Pyro "
               "monster, it cannot be attacked. In each of its controller's End Phases, the opponent "
               "takes 500 damage (not optional).")


def _another_pyro(ctx, card):
    return card is not ctx.card and card.face_up and ctx.race(card) == "Pyro"


def guarded(ctx, card):
    return card is ctx.card and ctx.any_card("monsters", _another_pyro)


def own_end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END and ev.get("player") == ctx.card.controller


# The 2005 text (AST-032) and today's do the same: no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag="cannot_be_attacked", affects=guarded, label="cannot be attacked beside another Pyro"),
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_END,)), match=own_end_phase, once_per_turn=True,
           resolve=lambda ctx: ctx.damage(ctx.opponent, 500), inflicts_damage="opponent",
           label="500 damage to the opponent"),
]
