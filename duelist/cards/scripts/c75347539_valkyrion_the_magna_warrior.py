"""Valkyrion the Magna Warrior (75347539), Effect Monster."""
from duelist.cards.common import IGNITION, SUMMON_PROC, Effect, Target
from duelist.cards.kit import can_tribute_self, tribute_self
from duelist.engine import state as S

ALPHA = 99785935
BETA = 39256679
GAMMA = 11549357
PARTS = ((ALPHA, "Alpha The Magnet Warrior"), (BETA, "Beta The Magnet Warrior"),
         (GAMMA, "Gamma The Magnet Warrior"))

DESCRIPTION = ("Level 8 EARTH Rock (3500/3850) that is never Normal Summoned or Set: it is first "
               "Special Summoned from the hand by Tributing an Alpha, a Beta and a Gamma The Magnet "
               "Warrior from its controller's hand and/or field. In their Main Phase they can Tribute it "
               "(a cost) to target an Alpha, a Beta and a Gamma The Magnet Warrior in their GY and "
               "Special Summon them.")

CANNOT_NORMAL_SUMMON = True
SUMMON_CONDITION = "proc_only"


# ------------------------------------------------------------ its summon
def _named(ctx, code, from_hand):
    field = [c for c in ctx.tributable(ctx.monsters("me")) if ctx.is_named(c, code)]
    if not from_hand:
        return field
    return field + [c for c in ctx.hand() if c is not ctx.card and c.data.code == code]


def _room(ctx, chosen):
    """Would Valkyrion have a zone once `chosen` are Tributed?"""
    return ctx.can_special_summon(ctx.card, proper=True, leaving=tuple(c for c in chosen if c.location == S.MZONE))


def _completions(ctx, from_hand, chosen, rest):
    """The candidates for the next name of `rest` that leave a way to finish with a zone."""
    if not rest:
        return _room(ctx, chosen)
    code = rest[0][0]
    out = []
    for card in _named(ctx, code, from_hand):
        if card in chosen:
            continue
        if _completions(ctx, from_hand, chosen + [card], rest[1:]):
            out.append(card)
    return out


def _proc(from_hand):
    def condition(ctx):
        return bool(_completions(ctx, from_hand, [], PARTS))

    def cost(ctx):
        chosen = []
        for i, (code, name) in enumerate(PARTS):
            if i + 1 < len(PARTS):
                options = _completions(ctx, from_hand, chosen, PARTS[i:])
            else:
                options = [c for c in _named(ctx, code, from_hand) if c not in chosen and _room(ctx, chosen + [c])]
            picked = yield from ctx.choose_cards(options, 1,
                                                 prompt="Valkyrion the Magna Warrior: Tribute which %s?" % name)
            chosen.extend(picked)
        ctx.send_to_grave(chosen, "tribute")

    return Effect(SUMMON_PROC, range=(S.HAND,), condition=condition, cost=cost, frees_zone=True,
                  label="Tribute Alpha, Beta and Gamma The Magnet Warrior")


# ------------------------------------------------------------ its split
def _in_grave(code):
    def candidates(ctx):
        return [c for c in ctx.grave() if c.data.code == code]
    return candidates


def _still_there(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player


def _split_ok(ctx):
    # the Tribute frees its own zone: with it, three zones for the three monsters
    return ctx.free_monster_zone_count() + 1 >= 3


def split(ctx):
    for card in ctx.targets:
        if card.location == S.GRAVE and ctx.can_special_summon(card):
            ctx.special_summon(card)


def _split_targets():
    return [Target(_in_grave(code), filter=_still_there,
                   prompt="Valkyrion the Magna Warrior: Special Summon which %s?" % name)
            for code, name in PARTS]


def _split():
    return Effect(IGNITION, condition=_split_ok, can_pay=can_tribute_self, cost=tribute_self, resolve=split,
                  target=_split_targets(), special_summons=True,
                  label="Tribute it: Special Summon Alpha, Beta and Gamma from the GY")


# Today's text (and the OCG text 《磁石の戦士マグネット・バルキリオン》) Tributes the three from the hand
# and/or the field; the old prints (the 2004-era English text, the old OCG text 「自分フィールド上に存在
# する」) from the field only. Both: a monster properly summoned by such a procedure could be revived in
# 2005 too (Chaos Sorcerer's Goat ruling), and the three in the GY are targeted (「選択して」).
EFFECTS = [_proc(from_hand=True), _split()]

ERAS = {"2005": {
    "DESCRIPTION": ("Level 8 EARTH Rock (3500/3850) (2004-era text) that is never Normal Summoned or Set: "
                    "it is Special Summoned from the hand by Tributing an Alpha, a Beta and a Gamma The "
                    "Magnet Warrior its controller controls. In their Main Phase they can Tribute it (a "
                    "cost) to target an Alpha, a Beta and a Gamma The Magnet Warrior in their GY and "
                    "Special Summon them."),
    "EFFECTS": [_proc(from_hand=False), _split()],
}}
