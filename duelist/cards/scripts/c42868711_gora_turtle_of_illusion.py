"""Gora Turtle of Illusion (42868711), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 4 WATER Aqua (1200/1400). While it is face-up on the field, the effect of an "
               "opponent's Spell or Trap Card that targets it is negated as it resolves, and that card "
               "is destroyed (a monster's effect is not).")


def _opponents_link_on_it(ctx, link):
    return ctx.card.uid in link.targets and link.player != ctx.player and link.card_type in ("Spell", "Trap")


def _destroy_it(ctx, link):
    return True


# The 2005 text (IOC: the opponent's Spell and Trap effects that target this card are negated and
# those cards destroyed) does what today's does: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="negate_links", affects=_opponents_link_on_it, value=_destroy_it,
                  label="the opponent's Spell and Trap effects that target it are negated and destroyed")]
