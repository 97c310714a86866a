"""Fiend Skull Dragon (66235877), Fusion Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 5 WIND Dragon Fusion (Cave Dragon + Lesser Fiend). While it is face-up, the "
               "effects of Flip monsters on the field are negated, and any Trap Card that targets "
               "it has its effect negated and is destroyed.")


def flip_monster(ctx, card):
    return "Flip" in card.data.kinds


def targets_it(ctx, link):
    """A Trap Card's link that targets this face-up card."""
    return ctx.card.uid in link.targets and link.card_type == "Trap"


def destroy_it(ctx, link):
    return True


EFFECTS = [
    Effect(CONTINUOUS, tag="negate_monsters", affects=flip_monster, label="Flip monsters' effects negated"),
    Effect(CONTINUOUS, tag="negate_links", affects=targets_it, value=destroy_it,
           label="Traps that target it are negated and destroyed"),
]
