"""Bottomless Shifting Sand (76532077), Continuous Trap."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: in each of your opponent's End Phases it destroys the face-up "
               "monster(s) with the highest ATK on the field, either side (all of them on a tie). "
               "In your Standby Phase, if you hold 4 or fewer cards, it destroys itself.")


def opponents_end(ctx, ev):
    return ev.get("phase") == S.PHASE_END and ev.get("player") == ctx.opponent


def highest(ctx):
    face_up = ctx.monsters("both", face_up=True)
    if not face_up:
        return []
    top = max(ctx.atk(c) for c in face_up)
    return [c for c in face_up if ctx.atk(c) == top]


def destroy_highest(ctx):
    """The highest ATK as it resolves (yugioh-wiki.net FAQ 10/09/13: every monster sharing it)."""
    yield from ctx.destroy(highest(ctx))


def small_hand(ctx):
    return len(ctx.hand()) <= 4


def destroy_itself(ctx):
    if ctx.card_still_here:
        yield from ctx.destroy([ctx.card])


# The 2005 text (PGD: "at the end of your opponent's turn" destroy the face-up monster with the
# highest ATK; destroyed in your Standby Phase with 4 or fewer cards in hand) does what today's
# does: no ERAS entry.
EFFECTS = [
    activate(),
    Effect(TRIGGER, events="phase", during=During(opponent=(S.PHASE_END,)), match=opponents_end,
           resolve=destroy_highest, destroys=True, label="destroy the highest-ATK face-up monster(s)"),
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=K.standby_match(rest=small_hand),
           resolve=destroy_itself, destroys=True, label="destroy itself (4 or fewer cards in hand)"),
]
