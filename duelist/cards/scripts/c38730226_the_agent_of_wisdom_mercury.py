"""The Agent of Wisdom - Mercury (38730226), Effect Monster."""
from duelist.cards.common import APPLY, TRIGGER, During, Effect
from duelist.cards.scripts.c12600382_exodia_necross import own_standby
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Fairy (0/1700). If its controller's hand is empty as the opponent's "
               "End Phase begins while it is face-up on their field, then in their next Standby "
               "Phase (it still face-up there) they draw 1 card (not optional).")


def _opponents_end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END and ev.get("player") != ctx.card.controller


def note_empty_hand(ctx):
    # (applied, no chain link, only while it is face-up and not negated: the engine asks; the
    # note is the object's and goes when it moves)
    if not ctx.hand():
        ctx.card.info = dict(ctx.card.info or {}, mercury_turn=ctx.turn)


def armed(ctx):
    """Its controller's hand was empty at the opponent's End Phase of the turn just before."""
    return (ctx.card.info or {}).get("mercury_turn") == ctx.turn - 1


EFFECTS = [
    Effect(APPLY, events="phase", during=During(opponent=(S.PHASE_END,)), match=_opponents_end_phase,
           resolve=note_empty_hand, label="note an empty hand"),
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=own_standby,
           condition=armed, once_per_turn=True, resolve=lambda ctx: ctx.draw(ctx.player, 1),
           label="draw 1 card"),
]
