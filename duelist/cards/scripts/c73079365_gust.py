"""Gust (73079365), Normal Trap."""
from duelist.cards.common import Target, activate, is_spell, spells_traps_but_this

DESCRIPTION = "Normal Trap: target 1 face-up Spell Card on the field and destroy it."


def _face_up_spell(ctx, card):
    return card.face_up and is_spell(card)


def resolve(ctx):
    yield from ctx.destroy([c for c in ctx.targets if is_spell(c)])


# One meaning in both eras (the PSV print, "destroy 1 Spell Card on the field", as we recall it: no scan
# or ruling page found in our search; the OCG text of 《突風》 targets it): no ERAS entry. Our reading:
# only a face-up Spell Card (a Set card is not known to be one, and unlike De-Spell the text reveals
# nothing).
EFFECTS = [activate(resolve, target=Target(spells_traps_but_this, filter=_face_up_spell,
                                           prompt="Gust: destroy which Spell?"), destroys=True, label="Gust")]
