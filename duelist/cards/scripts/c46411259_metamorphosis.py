"""Metamorphosis (46411259), Normal Spell."""
from duelist.cards.common import activate, choose_summon_position
from duelist.cards.summons import extra_deck_monsters, level_of

DESCRIPTION = ("Normal Spell. Cost: Tribute 1 monster you control. Special Summon from your Extra "
               "Deck 1 Fusion Monster whose Level equals the Tributed monster's Level. It is not a "
               "Fusion Summon, so the monster was never properly summoned (it cannot be revived).")


def _fusions(ctx, level):
    return extra_deck_monsters(ctx, lambda c: "Fusion" in c.data.kinds and level_of(c) == level)


def _fodder(ctx, first=False):
    """Monsters you control with a Level some Fusion Monster of your Extra Deck shares (one
    that an effect may Special Summon now). Asked in every window while this card may be
    activated, so the cheap facts go first: the Levels of your monsters, then the Fusion
    Monsters of those Levels in the Extra Deck, sorted by Level once; the summon question is
    asked per Level, only until one Fusion Monster of it may come out. With every Main
    Monster Zone full, the Tribute (its cost) frees its own zone first. first: only the
    first such monster (whether the cost can be paid: the walk stops there)."""
    mine = [(m, ctx.level(m)) for m in ctx.monsters("me")]
    levels = {level for _, level in mine if level > 0}
    if not levels:
        return []
    by_level = {}
    for c in ctx.extra_deck("me"):
        # (the printed Level first, read in place: `level_of(c)` is it or 0, and 0 is never
        # among `levels`; most of the Extra Deck has none of your monsters' Levels)
        level = c.data.level
        if level in levels and "Fusion" in c.data.kinds:
            by_level.setdefault(level, []).append(c)
    if not by_level:
        return []
    summonable = {}         # Level -> some Fusion Monster of that Level may be Special Summoned
    full_checked = full = False
    out = []
    for m, level in mine:
        if level not in by_level:
            continue
        ok = summonable.get(level)
        if ok is None:
            ok = False
            for c in by_level[level]:
                if ctx.can_special_summon(c):
                    ok = True
                    break
            summonable[level] = ok
        if not ok and not full_checked:
            full = not ctx.free_monster_zones()
            full_checked = True
        if not ok and full:
            # a full field: the Tribute (the cost) frees its own zone before the summon
            for c in by_level[level]:
                if ctx.can_special_summon(c, leaving=(m,)):
                    ok = True
                    break
        if ok:
            out.append(m)
            if first:
                break
    return out


def can_pay(ctx):
    return bool(_fodder(ctx, first=True))


def cost(ctx):
    chosen = yield from ctx.choose_cards(_fodder(ctx), 1, prompt="Metamorphosis: Tribute which monster?")
    ctx.link.info["level"] = ctx.level(chosen[0])
    ctx.send_to_grave(chosen, "tribute")


def resolve(ctx):
    fusions = _fusions(ctx, ctx.link.info.get("level"))
    if not fusions:
        return
    chosen = yield from ctx.choose_cards(fusions, 1, prompt="Metamorphosis: Special Summon which Fusion Monster?")
    position = yield from choose_summon_position(ctx, chosen[0])
    ctx.special_summon(chosen[0], position=position)


EFFECTS = [activate(resolve, can_pay=can_pay, cost=cost)]
