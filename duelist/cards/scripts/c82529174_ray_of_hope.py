"""Ray of Hope (82529174), Normal Trap."""
from duelist.cards.common import Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: two LIGHT monsters from your GY (targeted) go back into your Deck, "
               "which is then shuffled.")


def my_grave(ctx):
    return ctx.grave("me")


def light_monster(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and card.data.card_type == "Monster" \
        and card.data.attribute == "LIGHT"


def resolve(ctx):
    # the targets still there go back (one gone in the chain: the other still does)
    if ctx.targets:
        ctx.to_deck(ctx.targets)


# The 2005 text (DCR: select 2 LIGHT monsters in your Graveyard and return them to the Deck,
# shuffled) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, target=Target(my_grave, filter=light_monster, count=2,
                                           prompt="Ray of Hope: 2 LIGHT monsters to shuffle into your Deck"))]
