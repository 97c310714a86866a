"""Gravedigger Ghoul (82542267), Normal Spell."""
from duelist.cards.common import Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: picks one or two Monster Cards lying in the opponent's Graveyard "
               "as its targets and removes them from play.")


def their_grave(ctx):
    return ctx.grave("opp")


def their_grave_monster(ctx, card):
    return card.location == S.GRAVE and card.owner != ctx.player and card.data.card_type == "Monster"


def resolve(ctx):
    if ctx.targets:
        ctx.banish(ctx.targets)


# It banishes from the opponent's GY: under Necrovalley (unless they control Gravekeeper's Chief)
# or beside their Kycoo it cannot be activated. The 2005 text (LOB) does what today's does: no
# ERAS entry.
EFFECTS = [activate(resolve, grave_banish="opp",
                    target=Target(their_grave, filter=their_grave_monster, count=2, minimum=1,
                                  prompt="Gravedigger Ghoul: banish up to 2 monsters from the opponent's GY"))]
