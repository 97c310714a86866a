"""Offerings to the Doomed (19230407), Quick-Play Spell."""
from duelist.cards.common import L, Target, activate, face_up_monsters, uses

DESCRIPTION = ("Quick-Play Spell: target 1 face-up monster on the field and destroy it; its "
               "player skips their next Draw Phase (a skip that does not add to another skip of "
               "that phase).")


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)
    ctx.player_flag(ctx.player, L.SKIP_DRAW_PHASE, until=uses(1))


EFFECTS = [activate(resolve, destroys=True,
                    target=Target(face_up_monsters, filter=lambda ctx, c: c.face_up,
                                  prompt="Offerings to the Doomed: destroy which monster?"))]
