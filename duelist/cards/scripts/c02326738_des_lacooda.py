"""Des Lacooda (2326738), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect

DESCRIPTION = ("Level 3 EARTH Zombie. Once per turn, in its controller's Main Phase, it may turn itself "
               "face-down in Defense Position. When it is Flip Summoned, its controller draws 1 card "
               "(mandatory); turned face-up any other way, no draw.")


EFFECTS = [
    K.turn_face_down_once_per_turn(),
    # "When this card is Flip Summoned": a mandatory trigger of the Flip Summon only
    Effect(TRIGGER, events="summoned", match=K.flip_summoned_self, resolve=lambda ctx: ctx.draw(ctx.player, 1),
           label="draw 1 card"),
]
