"""Helpers for the card scripts that summon from the Extra Deck or by a Ritual: Fusion
Summons (Polymerization), Extra Deck summons that are not the monster's proper summon
(Metamorphosis) and Ritual Summons. The rules live in engine/extra.py."""

from duelist.cards.common import choose_summon_position
from duelist.engine import state as S


def fusion_pool(ctx):
    """Cards that may be Fusion Materials for a Fusion Spell: your hand and the monsters you
    control, face-up or face-down (seed 000 §融合召喚), never the Spell itself."""
    return [c for c in ctx.hand("me") if c is not ctx.card and c.data.card_type == "Monster"] + \
        ctx.monsters("me")


def fusion_targets(ctx, pool=None):
    pool = fusion_pool(ctx) if pool is None else pool
    return [f for f in ctx.duel.fusion_monsters(ctx.player) if ctx.duel.can_fusion(ctx.player, pool, f)]


def fusion_summon(ctx, pool=None):
    """Generator: choose a Fusion Monster whose materials are in `pool`, choose the
    materials, send them to the GY, then Fusion Summon it. Returns the monster or None."""
    pool = fusion_pool(ctx) if pool is None else pool
    fusions = fusion_targets(ctx, pool)
    if not fusions:
        return None
    chosen = yield from ctx.choose_cards(fusions, 1, prompt="%s: Fusion Summon which monster?"
                                         % ctx.card.data.name)
    fusion = chosen[0]
    sets = ctx.duel.fusion_choices(ctx.player, pool, fusion)
    picked = []
    for i in range(len(sets[0])):
        options = []
        for combo in sets:
            if list(combo[:i]) == picked and combo[i] not in options:
                options.append(combo[i])
        if len(options) == 1:
            picked.append(options[0])
            continue
        got = yield from ctx.choose_cards(options, 1, prompt="%s: Fusion Material %d"
                                          % (fusion.data.name, i + 1))
        picked.append(got[0])
    ctx.duel.send_materials(picked, "fusion", by=ctx.player)
    position = yield from choose_summon_position(ctx, fusion)
    if ctx.duel.extra_summon(fusion, ctx.player, "fusion", position, by=ctx.player):
        return fusion
    return None


def extra_deck_monsters(ctx, flt):
    """Monsters in your Extra Deck that pass flt(card) and that an effect may Special Summon
    now (zones, revive limits)."""
    return [c for c in ctx.duel.players[ctx.player].extra
            if flt(c) and ctx.duel.can_special_summon(c, ctx.player)]


def level_of(card):
    return card.data.level or 0


def is_on_field(card):
    return card.location == S.MZONE
