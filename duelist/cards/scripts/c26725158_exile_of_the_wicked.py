"""Exile of the Wicked (26725158), Normal Spell."""
from duelist.cards.common import activate


DESCRIPTION = "Normal Spell: destroys every face-up Fiend monster on the field, either side."


def _fiends(ctx):
    return [c for c in ctx.monsters("both", face_up=True) if ctx.race(c) == "Fiend"]


def _face_up_fiend(ctx, card):
    return card.face_up and ctx.race(card) == "Fiend"


# The 2005 text (Pharaoh's Servant era: "destroy all face-up Fiend-Type monsters on the field") and
# today's do the same: no ERAS entry.
EFFECTS = [activate(lambda ctx: ctx.destroy(_fiends(ctx)), destroys=True,
                    condition=lambda ctx: ctx.any_card("monsters", _face_up_fiend, who="both"))]
