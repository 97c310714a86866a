"""Monster Reincarnation (74848038), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import Target, activate, discard_one_cost, has_other_hand_card
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell. Cost: discard 1 card. One targeted monster in your GY (the discarded "
               "one too) is added to your hand.")


def monster_in_own_grave(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and card.data.card_type == "Monster"


def resolve(ctx):
    if ctx.targets:
        ctx.to_hand(ctx.targets)


# A monster must be in the GY before the discard (our reading, as A Feather of the Phoenix's
# ruling: the target is chosen after the cost, so the discarded monster may be it). The 2005 text
# (RDS-EN045) has no "select"; we read it as targeting, as the OCG ruled its set-mate Back to
# Square One's old text (yugioh-wiki.net 《振り出し》): no ERAS entry (our reading: round 58u).
EFFECTS = [activate(resolve, cost=discard_one_cost, discard_cost=True, can_pay=has_other_hand_card,
                    condition=lambda ctx: ctx.any_card("grave", monster_in_own_grave),
                    target=Target(K.grave_monsters, filter=monster_in_own_grave,
                                  prompt="Monster Reincarnation: add which monster to your hand?"))]
