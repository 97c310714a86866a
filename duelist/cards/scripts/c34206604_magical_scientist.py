"""Magical Scientist (34206604), Effect Monster."""
from duelist.cards.common import APPLY, H, IGNITION, M, Effect, choose_summon_position
from duelist.cards.summons import extra_deck_monsters, level_of
from duelist.engine import state as S

DESCRIPTION = ("Level 1 DARK Spellcaster (300/300). As often as you like in your Main Phase: pay "
               "1000 LP to Special Summon 1 Level 6 or lower Fusion Monster from your Extra Deck "
               "in face-up Attack or Defense Position. That is not a Fusion Summon (the monster is "
               "never properly summoned by it); the monster cannot attack directly, and it "
               "returns to the Extra Deck at the end of the turn.")

MARK = M.SUMMONED_BY


def _fusions(ctx):
    return extra_deck_monsters(ctx, lambda c: "Fusion" in c.data.kinds and 0 < level_of(c) <= 6)


def cost(ctx):
    ctx.pay_lp(1000)


def resolve(ctx):
    fusions = _fusions(ctx)
    if not fusions:
        return
    chosen = yield from ctx.choose_cards(fusions, 1, prompt="Magical Scientist: Special Summon which Fusion Monster?")
    monster = chosen[0]
    position = yield from choose_summon_position(ctx, monster)
    if ctx.special_summon(monster, position=position):
        ctx.mark(monster, M.NO_DIRECT_ATTACK)        # read by the battle rules
        ctx.mark(monster, MARK, ctx.card.cid)
        ctx.delay(1, once=True)


def end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END


def return_it(ctx):
    ctx.to_deck([m for m in ctx.monsters("both") if ctx.marked(m, MARK) == ctx.card.cid])


EFFECTS = [
    Effect(IGNITION, condition=lambda ctx: bool(_fusions(ctx)),
           can_pay=lambda ctx: ctx.lp(ctx.player) >= 1000, cost=cost, resolve=resolve,
           label="pay 1000 LP: Special Summon a Fusion Monster"),
    Effect(APPLY, events=H.PHASE, match=end_phase, range=("delayed",), resolve=return_it,
           label="return it to the Extra Deck"),
]
