"""Backup Soldier (36280194), Normal Trap."""
from duelist.cards.common import MonstersInGrave, Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap for a GY of at least 5 monsters: pick out 1 to 3 monsters there that have "
               "no effect and ATK 1500 or lower (targeted) and take them back to your hand.")


def my_grave(ctx):
    return ctx.grave("me")


def small_non_effect(ctx, card):
    data = card.data
    return card.location == S.GRAVE and card.owner == ctx.player and data.card_type == "Monster" \
        and "Effect" not in data.kinds and (data.atk or 0) <= 1500


def resolve(ctx):
    if ctx.targets:
        ctx.to_hand(ctx.targets)


# The 2005 text (PSV: with 5 or more monsters in your Graveyard, select up to 3 non-Effect
# monsters with 1500 or less ATK there and add them to your hand) does what today's does: no
# ERAS entry.
EFFECTS = [activate(resolve, condition=MonstersInGrave(mine=5),
                    target=Target(my_grave, filter=small_non_effect, count=3, minimum=1,
                                  prompt="Backup Soldier: up to 3 non-Effect monsters (1500 or less ATK)"))]
