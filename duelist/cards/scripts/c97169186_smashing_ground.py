"""Smashing Ground (97169186), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: of the opponent's face-up monsters, the one with the greatest DEF is "
               "destroyed (no target; on a tie the activating player picks one of the tied).")


def their_face_up(ctx):
    return ctx.monsters("opp", face_up=True)


def resolve(ctx):
    monsters = their_face_up(ctx)
    if not monsters:
        return
    top = max(ctx.defense(c) for c in monsters)
    tied = [c for c in monsters if ctx.defense(c) == top]
    chosen = tied
    if len(tied) > 1:
        chosen = yield from ctx.choose_cards(tied, 1, prompt="Smashing Ground: destroy which monster?")
    yield from ctx.destroy(chosen)


EFFECTS = [activate(resolve, condition=lambda ctx: bool(their_face_up(ctx)),
                    label="destroy the highest-DEF face-up monster", destroys=True)]
