"""Sinister Serpent (8131171), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import APPLY, H, TRIGGER, During, Effect, opponents_turn
from duelist.engine import state as S

DESCRIPTION = ("Level 1 WATER Reptile. In each of its owner's Standby Phases, while it lies in "
               "their GY, they may take it back into their hand (one use of this effect per name "
               "per turn); then, in the opponent's next End Phase, they banish one Sinister Serpent "
               "of their choice from their GY.")

CODE = 8131171
BANISH_LATER = 1        # the index of the delayed effect below


def still_in_grave(ctx):
    return ctx.card.location == S.GRAVE


def today_condition(ctx):
    return still_in_grave(ctx) and K.name_opt_free(ctx)


def resolve(ctx):
    """Return it to the hand (the 2005 text's whole effect)."""
    card = ctx.card
    if card.uid == ctx.link.card_uid and card.location == S.GRAVE:
        ctx.to_hand([card])


def resolve_today(ctx):
    resolve(ctx)
    # "then, in the opponent's next End Phase": a delayed effect of this resolution, whether or
    # not the card came back (it is no condition of the banishment)
    ctx.delay(BANISH_LATER, until=opponents_turn(1), once=True)


def opponents_end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END and ev.get("player") == ctx.opponent


def banish_one(ctx):
    """Applied, not activated (no chain link): one Sinister Serpent of its player's GY, their
    pick, is banished (none there: nothing happens; Necrovalley keeps it there)."""
    serpents = [c for c in ctx.grave("me") if c.data.code == CODE]
    if not serpents:
        return
    chosen = serpents
    if len(serpents) > 1:
        chosen = yield from ctx.choose_cards(serpents, 1, prompt="Sinister Serpent: banish which one from your GY?")
    ctx.banish(chosen[:1])


def _return(condition, cost=None, resolve=resolve):
    return Effect(TRIGGER, events="phase", range=(S.GRAVE,), leaves_grave=True, during=During(own=(S.PHASE_STANDBY,)),
                  match=K.standby_match(), condition=condition, cost=cost,
                  optional=True, resolve=resolve, label="return to hand")


EFFECTS = [
    # today's text: once per turn for the name (the use counts from the activation)
    _return(today_condition, cost=K.spend_name_opt, resolve=resolve_today),
    Effect(APPLY, events=H.PHASE, match=opponents_end_phase, range=("delayed",), resolve=banish_one,
           label="banish 1 Sinister Serpent from the GY"),
]

# the 2005 text (GOAT): no limit per turn and no banishment afterwards
ERAS = {"2005": {
    "DESCRIPTION": ("Level 1 WATER Reptile. In each of its owner's Standby Phases, while it lies in "
                    "their GY, they may take it back into their hand (2005 text: no limit per turn, "
                    "nothing banished afterwards)."),
    "EFFECTS": [_return(still_in_grave)],
}}
