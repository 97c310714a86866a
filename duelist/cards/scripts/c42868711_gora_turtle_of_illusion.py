"""Gora Turtle of Illusion (42868711), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 4 WATER Aqua (1200/1400). While it is face-up on the field, an effect of an "
               "opponent's card (Spell, Trap or monster) that targets it is negated as it resolves, and "
               "that card is destroyed.")


def _opponents_link_on_it(ctx, link):
    return ctx.card.uid in link.targets and link.player != ctx.player


def _destroy_it(ctx, link):
    return True


# The 2005 text (the opponent's Spell, Trap and Effect Monster effects that target this card are
# negated and destroyed) does what today's does: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="negate_links", affects=_opponents_link_on_it, value=_destroy_it,
                  label="the opponent's effects that target it are negated and destroyed")]
