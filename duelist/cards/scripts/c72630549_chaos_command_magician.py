"""Chaos Command Magician (72630549), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 6 LIGHT Spellcaster. While it is face-up on the field, the effect of a Monster "
               "Card that targets this card and nothing else is negated (the monster is not "
               "destroyed).")


def _targets_only_this(ctx, link):
    """A Monster Card's chain link whose one target is this card (a monster effect that targets
    it and another card too is not touched; nor a Spell or a Trap)."""
    targets = link.targets
    return link.card_type == "Monster" and len(targets) == 1 and targets[0] == ctx.card.uid


def _no_destruction(ctx, link):
    return False


# One meaning in both eras (the 2005 text: "negate the effect of a Monster Card that targets only
# this 1 card"; today's the same): no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="negate_links", affects=_targets_only_this, value=_no_destruction,
                  label="monster effects that target only it are negated")]
