"""Hidden Spellbook (21840375), Normal Trap."""
from duelist.cards.common import Target, activate

DESCRIPTION = ("Normal Trap: two Spell Cards of your own GY are its targets; both go back into "
               "your Deck, which is shuffled (one still there if the other left: our reading).")


def _spell(ctx, card):
    return card.data.card_type == "Spell"


def resolve(ctx):
    if ctx.targets:
        ctx.to_deck(ctx.targets)


# The 2005 text (MFC: "select 2 Spell Cards in your Graveyard") and today's do the same: no
# ERAS entry.
EFFECTS = [activate(resolve, target=Target(lambda ctx: ctx.grave("me"), filter=_spell, count=2,
                                           prompt="Hidden Spellbook: return which 2 Spells to the Deck?"))]
