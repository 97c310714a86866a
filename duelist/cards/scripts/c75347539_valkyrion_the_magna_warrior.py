"""Valkyrion the Magna Warrior (75347539), Effect Monster."""
from duelist.cards.common import IGNITION, SUMMON_PROC, Effect, Target
from duelist.engine import state as S

ALPHA = 99785935
BETA = 39256679
GAMMA = 11549357
PARTS = ((ALPHA, "Alpha The Magnet Warrior"), (BETA, "Beta The Magnet Warrior"),
         (GAMMA, "Gamma The Magnet Warrior"))

DESCRIPTION = ("Level 8 EARTH Rock (3500/3850) that is never Normal Summoned or Set: it is first "
               "Special Summoned from the hand by Tributing an Alpha, a Beta and a Gamma The Magnet "
               "Warrior its controller controls. In their Main Phase they can Tribute it (a cost) to "
               "target an Alpha, a Beta and a Gamma The Magnet Warrior in their GY and Special Summon "
               "them.")

CANNOT_NORMAL_SUMMON = True
SUMMON_CONDITION = "proc_only"


# ------------------------------------------------------------ its summon
def _mine_named(ctx, code):
    return [c for c in ctx.tributable(ctx.monsters("me")) if ctx.is_named(c, code)]


def _proc_ok(ctx):
    return all(_mine_named(ctx, code) for code, _ in PARTS)


def proc_cost(ctx):
    chosen = []
    for code, name in PARTS:
        picked = yield from ctx.choose_cards(_mine_named(ctx, code), 1,
                                             prompt="Valkyrion the Magna Warrior: Tribute which %s?" % name)
        chosen.extend(picked)
    ctx.send_to_grave(chosen, "tribute")


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


def _can_pay(ctx):
    return bool(ctx.tributable([ctx.card]))


def _tribute_self(ctx):
    ctx.send_to_grave([ctx.card], "tribute")


def split(ctx):
    for card in ctx.targets:
        if card.location == S.GRAVE and ctx.can_special_summon(card):
            ctx.special_summon(card)


def _split_targets():
    return [Target(_in_grave(code), filter=_still_there,
                   prompt="Valkyrion the Magna Warrior: Special Summon which %s?" % name)
            for code, name in PARTS]


# Its 2005 print ("can only be Special Summoned by Tributing" the three; "you can Tribute this card to
# Special Summon" the three from the GY) plays as today's ("must first be"; the three targeted, as in
# the OCG text 「選択して」): a monster properly summoned by such a procedure could be revived in 2005 too
# (Chaos Sorcerer's Goat ruling): no ERAS entry.
EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), condition=_proc_ok, cost=proc_cost, frees_zone=True,
           label="Tribute Alpha, Beta and Gamma The Magnet Warrior"),
    Effect(IGNITION, condition=_split_ok, can_pay=_can_pay, cost=_tribute_self, resolve=split,
           target=_split_targets(), special_summons=True,
           label="Tribute it: Special Summon Alpha, Beta and Gamma from the GY"),
]
