"""Big Burn (95472621), Normal Trap."""
from duelist.cards.common import Responding, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap answering the opponent: once they activate something that targets a "
               "monster lying in a GY, every monster in either GY is banished.")


def targets_a_grave_monster(ctx):
    """The chain link just activated is the opponent's and targets a Monster Card in a GY."""
    link = ctx.responding_to
    if link.player == ctx.player:
        return False
    for uid in link.targets:
        card = ctx.card_by_uid(uid)
        if card is not None and card.location == S.GRAVE and card.data.card_type == "Monster":
            return True
    return False


def is_monster(ctx, card):
    return card.data.card_type == "Monster"


def resolve(ctx):
    monsters = ctx.cards_where("grave", is_monster, who="both")
    if monsters:
        ctx.banish(monsters)


# The 2005 text (IOC: activate when your opponent activates a card targeting a monster in the
# Graveyard; remove from play all monsters in both Graveyards) does what today's does: no ERAS
# entry. It banishes from both GYs: Necrovalley (or Kycoo) keeps it from being activated.
EFFECTS = [activate(resolve, condition=Responding(targets_a_grave_monster), grave_banish=True)]
