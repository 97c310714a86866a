"""Fissure (66788016), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: destroys the face-up monster your opponent controls with the lowest "
               "ATK (you pick one if several tie). It does not target.")


def _face_up_opponents(ctx):
    return ctx.monsters("opp", face_up=True)


def resolve(ctx):
    monsters = _face_up_opponents(ctx)
    if not monsters:
        return
    low = min(ctx.atk(c) for c in monsters)
    lowest = [c for c in monsters if ctx.atk(c) == low]
    if len(lowest) > 1:
        lowest = yield from ctx.choose_cards(lowest, 1, prompt="Fissure: destroy which of the tied monsters?")
    yield from ctx.destroy(lowest)


EFFECTS = [activate(resolve, condition=lambda ctx: bool(_face_up_opponents(ctx)), destroys=True)]
