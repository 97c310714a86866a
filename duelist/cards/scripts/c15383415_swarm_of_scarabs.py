"""Swarm of Scarabs (15383415), Flip Effect Monster."""
from duelist.cards.common import FLIP, IGNITION, Effect, Target, any_monster
from duelist.engine import state as S

DESCRIPTION = ("Level 3 DARK Insect. Once per turn, in its controller's Main Phase, it may turn "
               "itself face-down in Defense Position. Flip effect: when flipped face-up, it targets "
               "one monster on the field and destroys it (mandatory).")


def hide(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up and card.uid == ctx.link.card_uid:
        ctx.change_position(card, S.FACEDOWN_DEFENSE)


def hide_effect():
    """"Once per turn: turn this card face-down" (Swarm of Scarabs, Swarm of Locusts); not
    while it may not be turned face-down (Light of Intervention)."""
    return Effect(IGNITION, once_per_turn=True,
                  condition=lambda ctx: ctx.can_change_position(ctx.card, S.FACEDOWN_DEFENSE),
                  resolve=hide, label="turn face-down")


# The 2005 text (PGD) and today's do the same: no ERAS entry.
EFFECTS = [
    hide_effect(),
    Effect(FLIP, resolve=lambda ctx: ctx.destroy(ctx.targets), destroys=True,
           target=Target(any_monster, prompt="Swarm of Scarabs: destroy which monster?"),
           label="destroy 1 monster"),
]
