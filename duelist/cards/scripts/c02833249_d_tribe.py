"""D. Tribe (2833249), Normal Trap."""
from duelist.cards.common import L, activate

DESCRIPTION = ("Normal Trap: every face-up monster you control as it resolves becomes a Dragon "
               "until the end of the turn (a monster arriving later is not changed).")

# the lasting Type change it leaves on each monster: the engine reads it only in a duel
# holding this card
LASTING_TAGS = (L.RACE,)


def _face_up(ctx, card):
    return card.face_up


def resolve(ctx):
    for card in ctx.monsters("me", face_up=True):
        ctx.change_race(card, "Dragon")


EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("monsters", _face_up))]
