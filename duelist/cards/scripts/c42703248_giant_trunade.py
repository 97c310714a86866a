"""Giant Trunade (42703248), Normal Spell."""
from duelist.cards.common import activate, spells_traps_but_this

DESCRIPTION = ("Normal Spell: every other card in both players' Spell & Trap Zones and Field "
               "Zones, face-up or Set, goes back to its owner's hand.")


def resolve(ctx):
    ctx.to_hand(spells_traps_but_this(ctx))


EFFECTS = [activate(resolve, condition=lambda ctx: bool(spells_traps_but_this(ctx)))]
