"""Guardian Sphinx (40659562), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect

DESCRIPTION = ("Level 5 EARTH Rock. Once per turn, in its controller's Main Phase, it may turn itself "
               "face-down in Defense Position. When it is Flip Summoned, every monster the opponent "
               "controls returns to its owner's hand (mandatory, nothing targeted); turned face-up "
               "any other way, it returns nothing.")


def bounce_all(ctx):
    ctx.to_hand(ctx.monsters("opp"))


EFFECTS = [
    K.turn_face_down_once_per_turn(),
    # "When this card is Flip Summoned": a mandatory trigger of the Flip Summon only
    Effect(TRIGGER, events="summoned", match=K.flip_summoned_self, resolve=bounce_all,
           label="return all the opponent's monsters to the hand"),
]
