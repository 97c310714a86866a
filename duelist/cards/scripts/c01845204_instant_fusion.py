"""Instant Fusion (1845204), Normal Spell."""
from duelist.cards.common import APPLY, H, L, M, Effect, activate, choose_summon_position, while_here
from duelist.cards.summons import extra_deck_monsters, level_of
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell. Cost: pay 1000 LP. Special Summon 1 Level 5 or lower Fusion Monster "
               "from your Extra Deck (its summoning conditions still apply). It is not a Fusion "
               "Summon, so the monster was never properly summoned; it cannot attack, and it is "
               "destroyed in the End Phase.")

MARK = M.SUMMONED_BY


def _fusions(ctx):
    return extra_deck_monsters(ctx, lambda c: "Fusion" in c.data.kinds and 0 < level_of(c) <= 5)


def can_pay(ctx):
    return ctx.lp(ctx.player) >= 1000


def cost(ctx):
    ctx.pay_lp(1000)


def resolve(ctx):
    fusions = _fusions(ctx)
    if not fusions:
        return
    chosen = yield from ctx.choose_cards(fusions, 1, prompt="Instant Fusion: Special Summon which Fusion Monster?")
    monster = chosen[0]
    position = yield from choose_summon_position(ctx, monster)
    if ctx.special_summon(monster, position=position):
        ctx.lasting(L.CANNOT_ATTACK, monster, until=while_here(monster))
        ctx.mark(monster, MARK, ctx.card.cid)     # "it": this object, while it stays
        ctx.delay(1, once=True)


def end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END


def destroy_it(ctx):
    ctx.destroy([m for m in ctx.monsters("both") if ctx.marked(m, MARK) == ctx.card.cid])


EFFECTS = [
    activate(resolve, condition=lambda ctx: bool(_fusions(ctx)), can_pay=can_pay, cost=cost),
    Effect(APPLY, events=H.PHASE, match=end_phase, range=("delayed",), resolve=destroy_it,
           label="destroy it in the End Phase"),
]
