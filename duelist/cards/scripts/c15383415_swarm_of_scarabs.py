"""Swarm of Scarabs (15383415), Flip Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import FLIP, Effect, Target, any_monster

DESCRIPTION = ("Level 3 DARK Insect. Once per turn, in its controller's Main Phase, it may turn "
               "itself face-down in Defense Position. Flip effect: when flipped face-up, it targets "
               "one monster on the field and destroys it (mandatory).")


def hide_effect():
    """"Once per turn: turn this card face-down" (Swarm of Scarabs, Swarm of Locusts)."""
    return K.turn_face_down_once_per_turn()


# The 2005 text (PGD) and today's do the same: no ERAS entry.
EFFECTS = [
    hide_effect(),
    Effect(FLIP, resolve=lambda ctx: ctx.destroy(ctx.targets), destroys=True,
           target=Target(any_monster, prompt="Swarm of Scarabs: destroy which monster?"),
           label="destroy 1 monster"),
]
