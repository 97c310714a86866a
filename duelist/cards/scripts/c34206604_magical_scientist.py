"""Magical Scientist (34206604), Effect Monster."""
from duelist.cards.common import IGNITION, M, Effect
from duelist.cards.summons import at_end_phase, has_fusion_up_to, summon_fusion_for_the_turn

DESCRIPTION = ("Level 1 DARK Spellcaster (300/300). As often as you like in your Main Phase: pay "
               "1000 LP to Special Summon 1 Level 6 or lower Fusion Monster from your Extra Deck "
               "in face-up Attack or Defense Position. That is not a Fusion Summon (the monster is "
               "never properly summoned by it); the monster cannot attack directly, and it "
               "returns to the Extra Deck at the end of the turn.")


def resolve(ctx):
    # "cannot attack directly": a mark the battle rules read
    yield from summon_fusion_for_the_turn(ctx, 6, lambda ctx, monster: ctx.mark(monster, M.NO_DIRECT_ATTACK))


EFFECTS = [
    Effect(IGNITION, condition=lambda ctx: has_fusion_up_to(ctx, 6),
           can_pay=lambda ctx: ctx.can_pay_lp(1000), cost=lambda ctx: ctx.pay_lp(1000), resolve=resolve, special_summons=True,
           label="pay 1000 LP: Special Summon a Fusion Monster"),
    at_end_phase(lambda ctx, monsters: ctx.to_deck(monsters), "return it to the Extra Deck"),
]
