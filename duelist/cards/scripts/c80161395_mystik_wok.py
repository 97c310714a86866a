"""Mystik Wok (80161395), Quick-Play Spell."""
from duelist.cards import kit as K
from duelist.cards.common import activate

DESCRIPTION = ("Quick-Play Spell: as its cost, Tribute 1 monster you control and pick one: gain LP "
               "equal to that monster's original ATK, or equal to its original DEF.")

MODES = ["Gain LP equal to its original ATK", "Gain LP equal to its original DEF"]


def cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.tributable(ctx.monsters("me")), 1,
                                         prompt="Mystik Wok: Tribute which monster?")
    monster = chosen[0]
    values = (ctx.original_atk(monster), ctx.original_def(monster))   # read while on the field
    ctx.send_to_grave(chosen, "tribute")
    pick = yield from ctx.choose_option(MODES, "Mystik Wok: gain which?")
    ctx.link.info["gain"] = values[pick]


def resolve(ctx):
    gain = ctx.link.info.get("gain", 0)
    if gain:
        ctx.recover(ctx.player, gain)


# The 2005 text (AST: "Offer 1 monster on your side of the field as a Tribute" and pick its
# original ATK or DEF as the LP gained) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, can_pay=K.can_tribute_one, cost=cost)]
