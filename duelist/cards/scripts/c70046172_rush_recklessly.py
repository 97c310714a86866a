"""Rush Recklessly (70046172), Quick-Play Spell."""
from duelist.cards.common import DS_ATK, Target, activate, face_up_monsters, is_face_up

DESCRIPTION = ("Quick-Play Spell: one targeted face-up monster gains 700 ATK until the end of the turn "
               "(usable in the damage step, up to damage calculation).")


def resolve(ctx):
    for card in ctx.targets:
        ctx.modify(card, atk=700)


EFFECTS = [activate(resolve, target=Target(face_up_monsters, filter=is_face_up, prompt="Which monster gains 700 ATK?"),
                    damage_step=DS_ATK)]
