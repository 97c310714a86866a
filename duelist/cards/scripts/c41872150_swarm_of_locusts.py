"""Swarm of Locusts (41872150), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target
from duelist.cards.scripts.c15383415_swarm_of_scarabs import hide_effect
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Level 3 DARK Insect. Once per turn, in its controller's Main Phase, it may turn "
               "itself face-down in Defense Position. Flip effect: when flipped face-up, it targets "
               "one Spell/Trap on the field and destroys it (mandatory).")


# The 2005 text (PGD) and today's do the same: no ERAS entry.
EFFECTS = [
    hide_effect(),
    Effect(FLIP, resolve=lambda ctx: ctx.destroy(ctx.targets), destroys=DESTROYS_TARGETS,
           target=Target(lambda ctx: ctx.spells_traps("both"), prompt="Swarm of Locusts: destroy which Spell/Trap?"),
           label="destroy 1 Spell/Trap"),
]
