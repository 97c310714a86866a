"""Armed Dragon LV7 (73879377), Effect Monster."""
from duelist.cards.common import IGNITION, Effect
from duelist.cards.scripts.c46384672_armed_dragon_lv5 import hand_monster, printed_atk

DESCRIPTION = ("Level 7 WIND Dragon. It cannot be Normal Summoned or Set, and only the effect of "
               "\"Armed Dragon LV5\" can Special Summon it (nothing else, ever). Ignition: send 1 "
               "monster from the hand to the GY (a cost) to destroy every face-up monster the "
               "opponent controls whose ATK is at most the sent monster's ATK.")

SUMMON_CONDITION = "only_proc"      # the "procedure" is Armed Dragon LV5's effect (proper=True)


def _fodder(ctx):
    atks = [ctx.atk(m) for m in ctx.monsters("opp", face_up=True)]
    if not atks:
        return []
    low = min(atks)
    return [c for c in ctx.hand("me") if hand_monster(ctx, c) and printed_atk(c) >= low]


def can_pay(ctx):
    fodder = _fodder(ctx)
    return bool(fodder) and ctx.can_send_to_grave(fodder[:1])


def cost(ctx):
    chosen = yield from ctx.choose_cards(_fodder(ctx), 1, prompt="Armed Dragon LV7: send which monster to the GY?")
    ctx.link.info["atk"] = printed_atk(chosen[0])
    ctx.send_to_grave(chosen, "cost")


def resolve(ctx):
    limit = ctx.link.info.get("atk", -1)
    yield from ctx.destroy([m for m in ctx.monsters("opp", face_up=True) if ctx.atk(m) <= limit])


# The 2005 text (SOD) and today's do the same: no ERAS entry.
EFFECTS = [
    Effect(IGNITION, can_pay=can_pay, cost=cost, resolve=resolve, destroys=True,
           label="send a monster from the hand to the GY: destroy the opponent's face-up monsters with ATK up to its ATK"),
]
