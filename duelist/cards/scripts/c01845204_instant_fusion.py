"""Instant Fusion (1845204), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import L, M, activate, choose_summon_position, while_here
from duelist.cards.summons import at_end_phase, fusions_up_to, has_fusion_up_to

DESCRIPTION = ("Normal Spell; its player activates one card of this name a turn. Cost: pay "
               "1000 LP. Special Summon 1 Level 5 or lower Fusion Monster from your Extra Deck, "
               "treated as a Fusion Summon (so it was properly summoned; a monster that must be "
               "Fusion Summoned is still not offered); it cannot attack, and it is destroyed in "
               "the End Phase.")


def cost(ctx):
    K.spend_name_opt(ctx)       # the activation counts, even if it is negated
    ctx.pay_lp(1000)


def resolve(ctx):
    fusions = fusions_up_to(ctx, 5)
    if not fusions:
        return
    chosen = yield from ctx.choose_cards(fusions, 1, prompt="Instant Fusion: Special Summon which Fusion Monster?")
    monster = chosen[0]
    position = yield from choose_summon_position(ctx, monster)
    # today's text: "treated as a Fusion Summon" (its revive limit is met: seed 000
    # §具有蘇生限制的怪獸的特殊召喚), made by chain link 1 it is negatable as a Fusion Summon
    if ctx.proper_summon(monster, "fusion", position):
        ctx.lasting(L.CANNOT_ATTACK, monster, until=while_here(monster))
        ctx.mark(monster, M.SUMMONED_BY, ctx.card.cid)      # "it": this object, while it stays
        ctx.delay(1, once=True)


EFFECTS = [
    # "you can only activate 1 Instant Fusion per turn" (each player, every copy)
    activate(resolve, special_summons=True, condition=lambda ctx: K.name_opt_free(ctx) and has_fusion_up_to(ctx, 5),
             can_pay=lambda ctx: ctx.can_pay_lp(1000), cost=cost),
    at_end_phase(lambda ctx, monsters: ctx.destroy(monsters), "destroy it in the End Phase"),
]
