"""Helpers for the card scripts that summon from the Extra Deck or by a Ritual: Fusion
Summons (Polymerization), Extra Deck summons that are not the monster's proper summon
(Metamorphosis) and Ritual Summons. The rules live in engine/extra.py."""

from duelist.cards.common import APPLY, H, M, Effect, choose_summon_position, take_one
from duelist.engine import state as S


def fusion_pool(ctx):
    """Cards that may be Fusion Materials for a Fusion Spell: your hand and the monsters you
    control, face-up or face-down (seed 000 §融合召喚), never the Spell itself."""
    return [c for c in ctx.hand("me") if c is not ctx.card and c.data.card_type == "Monster"] + \
        ctx.monsters("me")


def fusion_targets(ctx, pool=None, flt=None):
    pool = fusion_pool(ctx) if pool is None else pool
    return [f for f in ctx.fusion_monsters() if (flt is None or flt(f)) and ctx.can_fusion(f, pool)]


def choose_materials(ctx, fusion, sets, player=None):
    """Generator: the player picks the materials one by one among those that still complete
    one of `sets`; once the picked cards make a whole set and more could be added (a "1 or
    more" material), they say whether to add more. Returns the list picked."""
    picked = []
    while True:
        left = [combo for combo in sets if all(c in combo for c in picked)]
        if len(left) == 1:
            return list(left[0])            # only one way left: nothing to choose
        done = any(len(combo) == len(picked) and all(c in picked for c in combo) for combo in sets)
        options = []
        for combo in sets:
            if all(c in combo for c in picked):
                for c in combo:
                    if c not in picked and c not in options:
                        options.append(c)
        if not options:
            return picked
        if done:
            more = yield from ctx.yes_no("%s: use more Fusion Materials?" % fusion.data.name, player=player)
            if not more:
                return picked
        if len(options) == 1 and not done:          # forced
            picked.append(options[0])
            continue
        got = yield from ctx.choose_cards(options, 1, player=player, prompt="%s: Fusion Material %d"
                                          % (fusion.data.name, len(picked) + 1))
        picked.append(got[0])


def fusion_summon(ctx, pool=None, flt=None, banish=False):
    """Generator: choose a Fusion Monster whose materials are in `pool` (and that passes
    flt(card)), choose the materials, send them to the GY (banish=True: banish them, Dragon's
    Mirror), then Fusion Summon it. Returns the monster or None."""
    pool = fusion_pool(ctx) if pool is None else pool
    fusions = fusion_targets(ctx, pool, flt)
    if not fusions:
        return None
    chosen = yield from ctx.choose_cards(fusions, 1, prompt="%s: Fusion Summon which monster?"
                                         % ctx.card.data.name)
    fusion = chosen[0]
    sets = ctx.fusion_choices(fusion, pool)
    picked = yield from choose_materials(ctx, fusion, sets)
    ctx.send_materials(picked, "fusion", banish=banish)
    position = yield from choose_summon_position(ctx, fusion)
    if ctx.proper_summon(fusion, "fusion", position):
        return fusion
    return None


# ------------------------------------------------------------ contact fusion
def my_face_up_monsters(ctx):
    return ctx.monsters("me", face_up=True)


def shuffle_into_deck(ctx, cards):
    """The usual way a contact fusion sends its materials: shuffled into the Deck (Flare
    Neos, Gladiator Beast Gyzarus)."""
    ctx.to_deck(cards, "material")


def contact_fusion(pool, send):
    """(condition, cost) of a Fusion Monster that needs no Polymerization and must first be
    Special Summoned from the Extra Deck by its own procedure (seed 000 §融合召喚, last
    point): the materials come from pool(ctx), face-up (seed 000 §怪獸的表示形式: a monster
    sent for what it is must be seen), no substitutes (it is not a Fusion Summon); send(ctx,
    cards) moves them. The cost returns the materials: the engine marks the monster with
    how many (mark "materials")."""
    def condition(ctx):
        return ctx.can_fusion(ctx.card, pool(ctx), proc=True)

    def cost(ctx):
        sets = ctx.fusion_choices(ctx.card, pool(ctx), substitutes=False)
        picked = yield from choose_materials(ctx, ctx.card, sets)
        send(ctx, picked)
        return picked
    return condition, cost


def extra_deck_monsters(ctx, flt):
    """Monsters in your Extra Deck that pass flt(card) and that an effect may Special Summon
    now (zones, revive limits)."""
    return [c for c in ctx.extra_deck("me") if flt(c) and ctx.can_special_summon(c)]


def has_extra_deck_monster(ctx, flt):
    """Is there a monster in your Extra Deck that passes flt(card) and that an effect may
    Special Summon now? (`extra_deck_monsters` made non-empty, stopping at the first one.)"""
    return ctx.any_card("extra_deck", lambda ctx, c: flt(c) and ctx.can_special_summon(c))


def _fusion_up_to(level):
    return lambda c: "Fusion" in c.data.kinds and 0 < level_of(c) <= level


def fusions_up_to(ctx, level):
    """Fusion Monsters of Level `level` or lower in your Extra Deck that an effect may
    Special Summon now (Instant Fusion, Magical Scientist)."""
    return extra_deck_monsters(ctx, _fusion_up_to(level))


def has_fusion_up_to(ctx, level):
    """bool(fusions_up_to(ctx, level)), stopping at the first one (an activation condition)."""
    return has_extra_deck_monster(ctx, _fusion_up_to(level))


def summon_fusion_for_the_turn(ctx, level, restrict):
    """Generator: Special Summon 1 Fusion Monster of Level `level` or lower from your Extra
    Deck (not a Fusion Summon: never properly summoned), apply `restrict(ctx, monster)` to
    it, and remember it for this card's End Phase effect (`at_end_phase`)."""
    fusions = fusions_up_to(ctx, level)
    if not fusions:
        return
    chosen = yield from ctx.choose_cards(fusions, 1, prompt="%s: Special Summon which Fusion Monster?"
                                         % ctx.card.data.name)
    monster = chosen[0]
    position = yield from choose_summon_position(ctx, monster)
    if ctx.special_summon(monster, position=position):
        restrict(ctx, monster)
        ctx.mark(monster, M.SUMMONED_BY, ctx.card.cid)     # "it": this object, while it stays
        ctx.delay(1, once=True)


def at_end_phase(do, label):
    """The delayed effect of `summon_fusion_for_the_turn`: in the End Phase, `do(ctx, monsters)`
    to the monsters this card summoned that are still on the field."""
    def resolve(ctx):
        # do may return a procedure (ctx.destroy): the engine runs it
        return do(ctx, [m for m in ctx.monsters("both") if ctx.marked(m, M.SUMMONED_BY) == ctx.card.cid])
    return Effect(APPLY, events=H.PHASE, match=lambda ctx, ev: ev.get("phase") == S.PHASE_END,
                  range=("delayed",), resolve=resolve, label=label)


def level_of(card):
    return card.data.level or 0


def is_on_field(card):
    return card.location == S.MZONE


# ------------------------------------------------------------------ Ritual
def ritual_pool(ctx, ritual):
    """Monsters that may be Tributed for a Ritual Summon: your hand and your monsters,
    face-up or face-down (seed 000 §儀式召喚), never the Ritual Monster itself, and never a
    monster with no Level (an Xyz or Link Monster: it adds nothing, so it is never a Tribute
    the summon needs; seed 004 §XYZ怪兽没有等级)."""
    return [c for c in ctx.hand("me") if c is not ritual and c.data.card_type == "Monster"
            and _level(ctx, c) > 0] + \
        [c for c in ctx.monsters("me") if not ctx.cannot_be_tributed(c) and _level(ctx, c) > 0]


def _level(ctx, card):
    return ctx.level(card) if card.location == S.MZONE else (card.data.level or 0)


def _reachable(levels, need, exact):
    """Can some of `levels` make a total of `need` (exact) or at least `need`? (A quick first
    test; `_completes` decides.)"""
    if not exact:
        return sum(levels) >= need
    sums = {0}
    for level in levels:
        sums |= {s + level for s in sums if s + level <= need}
    return need in sums


def _completes(ctx, ritual, chosen, left, need, exact):
    """Can the Tributes `chosen` ((card, Level) pairs) grow, with some of `left`, into a set the
    Ritual Summon of `ritual` may use: their Levels total exactly `need` (exact) or reach it with
    no Tribute more than necessary -- leave any one out and the total falls short (the Perfect
    Rule Book: a Ritual Summon may not Tribute more monsters than it needs) -- and the monster
    has a zone once they leave (with every Main Monster Zone full, one must come from there)?
    Levels are all 1 or more (`ritual_pool`), so a set that reaches `need` never grows into
    another legal one: the search stops there."""
    def search(i, total, low, cards):
        if total >= need:
            if (total != need) if exact else (total - low >= need):
                return False
            return ctx.can_ritual(ritual, cards)
        for j in range(i, len(left)):
            card, level = left[j]
            if search(j + 1, total + level, min(low, level), cards + [card]):
                return True
        return False
    return search(0, sum(level for _, level in chosen), min([level for _, level in chosen] or [need + 99]),
                  [card for card, _ in chosen])


def ritual_targets(ctx, codes, exact=False, flt=None):
    """The Ritual Monsters in your hand named by `codes` (or, with codes None, any Ritual
    Monster that passes flt(card): Contract with the Abyss's DARK ones) that a Ritual Summon
    could bring out now (Tributes it may use, a zone once they leave, no lock)."""
    out = []
    for card in ctx.hand("me"):
        if "Ritual" not in (card.data.kinds or ()):     # ctx.can_ritual: do the rules allow it
            continue
        if (codes is not None and card.data.code not in codes) or (flt is not None and not flt(card)):
            continue
        pool = ritual_pool(ctx, card)
        need = card.data.level or 0
        if ctx.can_ritual(card, pool) and _reachable([_level(ctx, c) for c in pool], need, exact) and \
                _completes(ctx, card, [], [(c, _level(ctx, c)) for c in pool], need, exact):
            out.append(card)
    return out


def ritual_summon(ctx, codes, exact=False, flt=None):
    """Generator: the Ritual Spell's resolution. Choose the Ritual Monster in your hand, then
    the Tributes one by one from your hand and field until their Levels total its Level (at
    least, or exactly); a Tribute that no legal set of Tributes holds is not offered (one the
    Levels do not need, or, with every Main Monster Zone full, a set that frees none). The
    Tributes go to the GY and the monster is Ritual Summoned. Nothing can respond in between
    (it all happens while the Spell resolves). Returns the monster or None."""
    choices = ritual_targets(ctx, codes, exact, flt)
    if not choices:
        return None
    ritual = yield from take_one(ctx, choices, "%s: Ritual Summon which monster?" % ctx.card.data.name)
    need = ritual.data.level or 0
    pool = [(c, _level(ctx, c)) for c in ritual_pool(ctx, ritual)]
    chosen = []
    total = 0
    while total < need:
        options = []
        for pair in pool:
            if pair in chosen:
                continue
            rest = [p for p in pool if p is not pair and p not in chosen]
            if _completes(ctx, ritual, chosen + [pair], rest, need, exact):
                options.append(pair[0])
        if not options:
            return None
        got = yield from take_one(ctx, options, "%s: Tribute for %s (Levels %d of %d)"
                                  % (ctx.card.data.name, ritual.data.name, total, need))
        for pair in pool:
            if pair[0] is got:
                chosen.append(pair)
                total += pair[1]
                break
    tributes = [card for card, _ in chosen]
    ctx.send_materials(tributes, "ritual")
    position = yield from choose_summon_position(ctx, ritual)
    if ctx.proper_summon(ritual, "ritual", position):
        return ritual
    return None


# ------------------------------------------------------------------ Synchro side
def synchro_summoned(ctx, ev):
    """A "summoned" happening: this card object was just Synchro Summoned."""
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("how") == "synchro"


def normal_summoned_self(ctx, ev):
    """A "summoned" happening: this card object was just Normal Summoned (not Set)."""
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") in ("normal", "tribute")


def has_level_face_up(ctx, card):
    """A face-up monster on the field with a Level: what an effect that targets a Level may
    target (an Xyz or Link Monster has none: seed 004 §XYZ怪兽没有等级)."""
    return card.location == S.MZONE and card.face_up and ctx.has_level(card)


def face_up_tuner(ctx, who="me"):
    return [c for c in ctx.monsters(who, face_up=True) if "Tuner" in (c.data.kinds or ())]


def still_in_grave(ctx):
    """The card whose effect resolves is still the object that activated it, in the GY."""
    card = ctx.card
    return card.location == S.GRAVE and ctx.link is not None and card.uid == ctx.link.card_uid


def revive_self_banished(ctx):
    """Generator: Special Summon this card from the GY (face-up, its controller's choice of
    position); if it arrives, it is banished when it leaves the field."""
    card = ctx.card
    if not still_in_grave(ctx) or not ctx.can_special_summon(card):
        return None
    position = yield from choose_summon_position(ctx, card)
    if ctx.special_summon(card, position=position) and card.location == S.MZONE:
        ctx.banish_when_leaves(card)
        return card
    return None
