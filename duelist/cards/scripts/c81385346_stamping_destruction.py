"""Stamping Destruction (81385346), Normal Spell."""
from duelist.cards.common import Target, activate, spells_traps_but_this
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Normal Spell, usable only while a Dragon monster is face-up on its player's side: "
               "it destroys one Spell/Trap it targets on either side, and the player who "
               "controlled that card loses 500 LP as damage.")


def face_up_dragon(ctx, card):
    return card.face_up and ctx.race(card) == "Dragon"


def resolve(ctx):
    for card in ctx.targets:
        controller = card.controller              # read on the field, before it leaves
        if (yield from ctx.destroy([card])):
            ctx.damage(controller, 500)


# The Dragon is asked as it is activated only (the text's activation condition). The 2005 text
# (LOD) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("monsters", face_up_dragon),
                    target=Target(spells_traps_but_this, prompt="Stamping Destruction: destroy which Spell/Trap?"),
                    destroys=DESTROYS_TARGETS, inflicts_damage="both")]
