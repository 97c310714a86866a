"""The Warrior Returning Alive (95281259), Normal Spell."""
from duelist.cards.common import Target, activate
from duelist.engine import state as S

DESCRIPTION = "Normal Spell: its player picks 1 Warrior of their own GY as the target; it returns to their hand."


def _own_grave(ctx):
    return ctx.grave("me")


def _warrior(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and card.data.card_type == "Monster" \
        and ctx.race(card) == "Warrior"


def resolve(ctx):
    ctx.to_hand(ctx.targets)


EFFECTS = [activate(resolve, target=Target(_own_grave, filter=_warrior,
                                           prompt="The Warrior Returning Alive: add which Warrior to your hand?"))]
