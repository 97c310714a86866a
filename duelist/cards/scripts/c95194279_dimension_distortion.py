"""Dimension Distortion (95194279), Normal Spell."""
from duelist.cards.common import FreeMonsterZones, Target, activate, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell for an empty GY: one monster you own that is banished (targeted) comes "
               "back to your field by Special Summon.")


def grave_empty(ctx):
    return not ctx.any_card("grave", lambda ctx, card: True)


def my_banished(ctx):
    return ctx.cards_where("banished", lambda ctx, card: True)


def revivable(ctx, card):
    return card.location == S.BANISHED and card.owner == ctx.player and card.face_up and \
        card.data.card_type == "Monster" and ctx.can_special_summon(card)


def resolve(ctx):
    for card in ctx.targets:
        position = yield from choose_summon_position(ctx, summoned=card)
        ctx.special_summon(card, position=position)


# The 2005 text (IOC: activate only when there are no cards in your Graveyard; select 1 of your
# monsters removed from play and Special Summon it) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, special_summons=True, condition=FreeMonsterZones(1, grave_empty),
                    target=Target(my_banished, filter=revivable,
                                  prompt="Dimension Distortion: Special Summon which banished monster?"))]
