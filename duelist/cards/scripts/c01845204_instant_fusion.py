"""Instant Fusion (1845204), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import L, activate, while_here
from duelist.cards.summons import at_end_phase, has_fusion_up_to, summon_fusion_for_the_turn

DESCRIPTION = ("Normal Spell; its player activates one card of this name a turn. Cost: pay "
               "1000 LP. Special Summon 1 Level 5 or lower Fusion Monster from your Extra Deck (its "
               "summoning conditions still apply). It is not a Fusion Summon, so the monster was "
               "never properly summoned; it cannot attack, and it is destroyed in the End Phase.")


def cost(ctx):
    K.spend_name_opt(ctx)       # the activation counts, even if it is negated
    ctx.pay_lp(1000)


def resolve(ctx):
    yield from summon_fusion_for_the_turn(
        ctx, 5, lambda ctx, monster: ctx.lasting(L.CANNOT_ATTACK, monster, until=while_here(monster)))


EFFECTS = [
    # "you can only activate 1 Instant Fusion per turn" (each player, every copy)
    activate(resolve, condition=lambda ctx: K.name_opt_free(ctx) and has_fusion_up_to(ctx, 5),
             can_pay=lambda ctx: ctx.lp(ctx.player) >= 1000, cost=cost),
    at_end_phase(lambda ctx, monsters: ctx.destroy(monsters), "destroy it in the End Phase"),
]
