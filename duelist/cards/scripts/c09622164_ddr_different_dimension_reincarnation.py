"""D.D.R. - Different Dimension Reincarnation (9622164), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import (FreeMonsterZones, R, Target, activate, discard_one_cost, has_other_hand_card,
                                  stays_equipped, while_related)
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell: discard a card to bring one of your own banished monsters back in "
               "Attack Position with this card attached to it; should this card leave the field, "
               "that monster is destroyed.")

LEAVES = 1          # the index of the "this card leaves the field" effect in EFFECTS


def legal(ctx, card):
    """A face-up banished monster of yours that can be Special Summoned."""
    return card.location == S.BANISHED and card.face_up and card.data.card_type == "Monster" and \
        card.owner == ctx.player and ctx.can_special_summon(card)


def resolve(ctx):
    if K.summon_target_equipped(ctx) is not None:
        # "when this card leaves the field, destroy that monster": no chain link; a delayed
        # effect that lasts while the equip relation does (the engine cuts it when either goes)
        ctx.delay(LEAVES, until=while_related(ctx.card))


EFFECTS = [
    # the monster comes back to a Main Monster Zone of yours
    activate(resolve, special_summons=True, condition=FreeMonsterZones(1), can_pay=has_other_hand_card, cost=discard_one_cost, discard_cost=True,
             target=Target(lambda ctx: ctx.cards_where("banished", legal),
                           prompt="D.D.R.: Special Summon which banished monster?"),
             equip_filter=stays_equipped),     # once summoned, it stays equipped to that monster
    # the equip relation cut because this card left (by any way): destroy the monster
    K.tie_left_destroys(R.EQUIP),
]
