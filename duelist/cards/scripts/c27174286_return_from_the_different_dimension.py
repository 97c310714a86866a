"""Return from the Different Dimension (27174286), Normal Trap."""
from duelist.cards.common import M, FreeMonsterZones, activate, choose_summon_position
from duelist.cards.summons import at_end_phase

DESCRIPTION = ("Normal Trap. Cost: pay half your LP. Special Summon as many of your banished "
               "monsters as your Monster Zones can take (your pick when there are more); in the "
               "End Phase, the monsters it summoned that are still on the field are banished.")


def _returnable(ctx, card):
    return card.data.card_type == "Monster" and card.owner == ctx.player and ctx.can_special_summon(card)


def cost(ctx):
    ctx.pay_lp(ctx.lp(ctx.player) // 2)


def resolve(ctx):
    candidates = ctx.cards_where("banished", _returnable)
    room = ctx.free_monster_zone_count(ctx.player)
    if not candidates or room <= 0:
        return
    chosen = candidates
    if len(candidates) > room:      # "as many as possible": every zone is filled
        chosen = yield from ctx.choose_cards(candidates, room, prompt="Return from the Different "
                                             "Dimension: Special Summon which monsters?")
    summoned = False
    for monster in chosen:
        if not ctx.can_special_summon(monster):
            continue
        position = yield from choose_summon_position(ctx, monster)
        if ctx.special_summon(monster, position=position):
            ctx.mark(monster, M.SUMMONED_BY, ctx.card.cid)      # this object, while it stays
            summoned = True
    if summoned:
        ctx.delay(1, once=True)


EFFECTS = [
    activate(resolve, special_summons=True, condition=FreeMonsterZones(1, lambda ctx: ctx.any_card("banished", _returnable)),
             cost=cost),
    at_end_phase(lambda ctx, monsters: ctx.banish(monsters), "banish them in the End Phase"),
]
