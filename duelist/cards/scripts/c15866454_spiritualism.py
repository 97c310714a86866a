"""Spiritualism (15866454), Normal Spell."""
from duelist.cards.common import Target, activate

DESCRIPTION = ("Normal Spell aimed at 1 Spell/Trap Card on the opponent's field (Set or face-up, a "
               "Field Spell too): it goes back to its owner's hand. No card can negate this card, "
               "its activation or its effect.")


def opponents_spells_traps(ctx):
    return ctx.spells_traps("opp")


def resolve(ctx):
    ctx.to_hand(ctx.targets)


# (the 2005 text, LON-094, does the same: "cannot be negated by any other card"; no ERAS entry)
EFFECTS = [activate(resolve, target=Target(opponents_spells_traps, prompt="Spiritualism: return which Spell/Trap?"),
                    cannot_negate="both")]
