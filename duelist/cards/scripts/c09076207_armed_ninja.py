"""Armed Ninja (9076207), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, is_spell, reveal_if_face_down, set_card_or_face_up

DESCRIPTION = ("Level 1 EARTH Warrior (300/300). Flip effect: target 1 Spell on the field (a Set "
               "card may be chosen) and destroy it; a Set target is revealed and destroyed only if "
               "it is a Spell, else it stays Set.")


def _spell_zones(ctx):
    return ctx.spells_traps("both")      # the Field Zones too: a Field Spell is a Spell on the field


def resolve(ctx):
    for card in ctx.targets:
        reveal_if_face_down(ctx, card)
        if is_spell(card):
            yield from ctx.destroy([card])


# as Trap Master / Reaper of the Cards for Spells; the 2005 LOB print (a face-down target is flipped
# to be looked at, destroyed if a Magic Card, else put back face-down) does what today's does: no
# ERAS entry
# it destroys only Spells: `destroys=True` (as Spell Purification's), no `Destroys` (the Trap
# destroyers' declaration, tests/rules/test_effects_that_destroy_traps_declare_which_r58f.py)
EFFECTS = [Effect(FLIP, resolve=resolve, destroys=True,
                  target=Target(_spell_zones, filter=set_card_or_face_up("Spell"),
                                prompt="Armed Ninja: destroy which Spell?"))]
