"""Royal Command (33950246), Continuous Trap."""
from duelist.cards.common import CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Trap: while it stays face-up, Flip monsters have their effects negated: a "
               "face-up Flip monster on the field, and any effect a Flip monster activated (its FLIP "
               "effect resolving after the monster was destroyed by battle included).")


def flip_monster(ctx, card):
    kinds = card.data.kinds
    return bool(kinds) and "Flip" in kinds


def flip_link(ctx, link):
    """A chain link of a Flip monster's effect, wherever the monster is now."""
    return link.card_type == "Monster" and flip_monster(ctx, ctx.link_card(link))


def _no_destruction(ctx, link):
    return False


# The 2005 text (LON: the effects of all Flip Effect Monsters are negated while it is face-up) does
# what today's does: no ERAS entry.
EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag="negate_monsters", affects=flip_monster,
           label="face-up Flip monsters have their effects negated"),
    Effect(CONTINUOUS, tag="negate_links", affects=flip_link, value=_no_destruction,
           label="the effects Flip monsters activate are negated"),
]
