"""Pyramid Energy (76754619), Quick-Play Spell."""
from duelist.cards.common import DS_ATK, activate

DESCRIPTION = ("Quick-Play Spell: pick one as it is activated: each face-up monster you control as "
               "it resolves gains 200 ATK, or each gains 500 DEF, until the end of the turn.")

MODES = ("200 ATK", "500 DEF")


def choose_mode(ctx):
    pick = yield from ctx.choose_option(list(MODES), "Pyramid Energy: which gain?")
    ctx.link.info["mode"] = pick
    ctx.declare("effect", MODES[pick])


def resolve(ctx):
    mode = ctx.link.info.get("mode", 0)
    for card in ctx.monsters("me", face_up=True):
        if mode == 0:
            ctx.modify(card, atk=200)
        else:
            ctx.modify(card, defense=500)


# The 2005 text (PGD) and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, cost=choose_mode, damage_step=DS_ATK,
                    condition=lambda ctx: bool(ctx.monsters("me", face_up=True)))]
