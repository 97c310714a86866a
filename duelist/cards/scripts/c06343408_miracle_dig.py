"""Miracle Dig (6343408), Normal Spell."""
from duelist.cards.common import Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: usable only while at least 5 of its player's own monsters lie "
               "banished; it aims at 3 of them and puts them back into their owner's GY (the ones "
               "still banished as it resolves).")


def my_banished_monster(ctx, card):
    return card.location == S.BANISHED and card.face_up and card.data.card_type == "Monster" and \
        card.owner == ctx.player


def condition(ctx):
    return ctx.count_cards("banished", my_banished_monster) >= 5


def resolve(ctx):
    if ctx.targets:
        ctx.send_to_grave(ctx.targets)


# The 2005 text (LON-100: "select 3 of your monsters removed from play", read as targeting, as
# today's "target 3") does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, condition=condition,
                    target=Target(lambda ctx: ctx.cards_where("banished", my_banished_monster),
                                  filter=my_banished_monster, count=3,
                                  prompt="Miracle Dig: return which 3 banished monsters to the GY?"))]
