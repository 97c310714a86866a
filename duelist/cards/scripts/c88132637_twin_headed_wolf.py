"""Twin-Headed Wolf (88132637), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect, STATE
from duelist.cards.scripts.c80071763_dark_balter_the_terrible import (
    battle_victim_now, note_victim, victim_link, _victims)
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Fiend. While its controller has another face-up Fiend, the effects "
               "of the Flip monsters it destroys by battle are negated (their Flip effects "
               "included).")


def flip_victim_now(ctx):
    """In the damage step, the Flip monster battling this card whose destruction is decided."""
    victim = battle_victim_now(ctx)
    return victim if victim is not None and "Flip" in victim.data.kinds else None


def new_flip_victim(ctx):
    victim = flip_victim_now(ctx)
    return victim is not None and victim.cid not in _victims(ctx)


def other_fiend(ctx, card):
    return card is not ctx.card and card.location == S.MZONE and card.face_up and ctx.race(card) == "Fiend"


def with_another_fiend(ctx):
    return ctx.any_card("monsters", other_fiend)


# The 2005 text (LOD, 2004: while another Fiend-Type monster is on your side of the field, the
# effect of a Flip Effect Monster destroyed by battle with this card is negated) and today's do
# the same: no ERAS entry.
EFFECTS = [
    # Dark Balter the Terrible's note of its victims (a fact noted, not an effect), Flip ones only
    Effect(STATE, condition=new_flip_victim, resolve=note_victim, while_negated=True,
           label="note a Flip monster it destroys by battle"),
    Effect(CONTINUOUS, tag="negate_links", condition=with_another_fiend, affects=victim_link,
           label="Flip monsters it destroys by battle have their effects negated"),
    # a Set Flip monster it destroys by battle: its FLIP effect, activated after damage
    # calculation from the field object, is negated too (as Dark Balter's)
    Effect(CONTINUOUS, tag="negate_monsters", condition=with_another_fiend,
           affects=lambda ctx, card: flip_victim_now(ctx) is card,
           label="the Flip monster it destroys by battle is negated in the damage step"),
]
