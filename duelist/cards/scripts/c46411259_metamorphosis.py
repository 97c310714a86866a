"""Metamorphosis (46411259), Normal Spell."""
from duelist.cards.common import activate, choose_summon_position

DESCRIPTION = ("Normal Spell. Cost: Tribute 1 monster you control. Special Summon from your Extra "
               "Deck 1 Fusion Monster whose Level equals the Tributed monster's Level. It is not a "
               "Fusion Summon, so the monster was never properly summoned (it cannot be revived).")


def _fusions(ctx, level):
    return [c for c in ctx.extra_deck_fusions(level) if ctx.can_special_summon(c)]


def _fodder(ctx, first=False):
    """Monsters you control with a Level some Fusion Monster of your Extra Deck shares (one
    that an effect may Special Summon now). Asked in every window while this card may be
    activated, so the cheap facts go first: the Levels of the Fusion Monsters in your Extra
    Deck (the engine keeps them while your Extra Deck is unchanged: `ctx.extra_deck_fusions`),
    then the Level of each of your monsters; the summon question is asked per Level, only
    until one Fusion Monster of it may come out. Where none may, the Tribute (its cost) leaves
    first, and the engine is asked again with the monster gone (`can_special_summon(leaving=)`:
    its zone freed, a full field's, the Extra Monster Zone or a zone a Link points to under
    MR4). first: only the first such monster (whether the cost can be paid: the walk stops
    there)."""
    levels = ctx.extra_deck_fusion_levels()
    if not levels:
        return []
    summonable = {}         # Level -> some Fusion Monster of that Level may be Special Summoned
    out = []
    for m in ctx.monsters("me"):
        level = ctx.level(m)
        if level not in levels:
            continue
        ok = summonable.get(level)
        if ok is None:
            ok = False
            for c in ctx.extra_deck_fusions(level):
                if ctx.can_special_summon(c):
                    ok = True
                    break
            summonable[level] = ok
        if not ok:
            # the Tribute (the cost) leaves before the summon: the zone it frees may be the one
            # the Fusion Monster needs (the engine says, with the monster gone)
            for c in ctx.extra_deck_fusions(level):
                if ctx.can_special_summon(c, leaving=(m,)):
                    ok = True
                    break
        if ok and not ctx.cannot_be_tributed(m):     # (never a monster that cannot be Tributed)
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


EFFECTS = [activate(resolve, special_summons=True, can_pay=can_pay, cost=cost)]
