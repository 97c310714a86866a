"""Soul Release (5758500), Normal Spell."""
from duelist.cards.common import Target, activate

DESCRIPTION = "Normal Spell: picks (targets) between one and five cards in the two GYs, in any mix, and banishes them."


def resolve(ctx):
    if ctx.targets:
        ctx.banish(ctx.targets)


# One meaning in both eras (the 2005 print, MRD: up to 5 cards from either or both Graveyards removed
# from play; the OCG text targets them): no ERAS entry. It banishes from either GY: Necrovalley (or
# Kycoo) keeps it from being activated (`grave_banish=True`).
EFFECTS = [activate(resolve, grave_banish=True,
                    target=Target(lambda ctx: ctx.grave("both"), count=5, minimum=1,
                                  prompt="Soul Release: banish which cards?"),
                    label="banish up to 5 cards from the GYs")]
