"""Bite Shoes (50122883), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, face_up_monsters, position_changeable
from duelist.engine import state as S

DESCRIPTION = ("Level 2 DARK Fiend. Flip effect: it targets a face-up monster on the field (either "
               "side, itself too) and switches it between Attack and Defense Position.")


def resolve(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEUP_DEFENSE if card.position == S.FACEUP_ATTACK else S.FACEUP_ATTACK)


# (the 2005 print, Pharaoh's Servant PSV-080, and today's text do the same: a targeting Flip effect on a face-up
# monster; no ERAS entry)
EFFECTS = [Effect(FLIP, resolve=resolve,
                  target=Target(face_up_monsters, filter=position_changeable,
                                prompt="Bite Shoes: change the battle position of which monster?"),
                  label="flip: change a face-up monster's battle position")]
