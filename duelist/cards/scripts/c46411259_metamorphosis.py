"""Metamorphosis (46411259), Normal Spell."""
from duelist.cards.common import activate, choose_summon_position

DESCRIPTION = ("Normal Spell. Cost: Tribute 1 monster you control. Special Summon from your Extra "
               "Deck 1 Fusion Monster whose Level equals the Tributed monster's Level. It is not a "
               "Fusion Summon, so the monster was never properly summoned (it cannot be revived).")


def _fusions(ctx, level):
    return [c for c in ctx.extra_deck_fusions(level) if ctx.can_special_summon(c)]


def _linked_zones(ctx):
    """The Main Monster Zones the Link Monsters on the field point to, (player, zone)."""
    out = set()
    for card in ctx.monsters("both"):
        if "Link" in (card.data.kinds or ()):
            out.update(ctx.pointed_zones(card))
    return out


def _fodder(ctx, first=False):
    """Monsters you control with a Level some Fusion Monster of your Extra Deck shares (one
    that an effect may Special Summon now). Asked in every window while this card may be
    activated, so the cheap facts go first: the Levels of the Fusion Monsters in your Extra
    Deck (the engine keeps them while your Extra Deck is unchanged: `ctx.extra_deck_fusions`),
    then the Level of each of your monsters; the summon question is asked per Level, only
    until one Fusion Monster of it may come out. The Tribute (its cost) frees its own zone
    first: with every Main Monster Zone full, or (MR4) in the Extra Monster Zone or a zone a
    Link points to. first: only the first such monster (whether
    the cost can be paid: the walk stops there)."""
    levels = ctx.extra_deck_fusion_levels()
    if not levels:
        return []
    summonable = {}         # Level -> some Fusion Monster of that Level may be Special Summoned
    full_checked = full = False
    linked = None
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
        if not ok and not full_checked:
            full = not ctx.free_monster_zones()
            full_checked = True
        if not ok and not full and linked is None:
            linked = _linked_zones(ctx)
        if not ok and (full or m.seq >= 5 or (m.controller, m.seq) in linked):
            # the Tribute (the cost) frees its own zone before the summon: a full field, or
            # (MR4) the Extra Monster Zone or a zone a Link points to, which a monster from the
            # Extra Deck needs
            for c in ctx.extra_deck_fusions(level):
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
