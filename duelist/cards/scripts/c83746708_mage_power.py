"""Mage Power (83746708), Equip Spell."""
from duelist.cards.common import C, CONTINUOUS, Effect, R, Target, activate, face_up_monsters

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 500 ATK and 500 DEF for each Spell "
               "and Trap Card its player controls (this card, Set cards and a Field Spell "
               "included), counted anew at every moment.")


def resolve(ctx):
    targets = ctx.targets
    if targets and ctx.card_still_here:
        ctx.equip(ctx.card, targets[0])


def boost(ctx, card):
    # "you": the controller of Mage Power, whoever controls the monster; every card in its
    # Spell & Trap Zones and its Field Zone, face-up or Set (yugioh-wiki.net 《魔導師の力》)
    bonus = 500 * len(ctx.spells_traps("me"))
    return (bonus, bonus)


EFFECTS = [
    activate(resolve, target=Target(face_up_monsters, filter=lambda ctx, c: c.face_up,
                                    prompt="Mage Power: equip to which monster?")),
    Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, c: ctx.related(R.EQUIP) is c, value=boost,
           label="the equipped monster gains 500 ATK/DEF per Spell/Trap you control"),
]
