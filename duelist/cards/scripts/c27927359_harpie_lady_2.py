"""Harpie Lady 2 (27927359), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect, STATE
from duelist.cards.scripts.c80071763_dark_balter_the_terrible import note_victim, victim_link
from duelist.cards.scripts.c88132637_twin_headed_wolf import flip_victim_now, new_flip_victim

DESCRIPTION = ("Level 4 WIND Winged Beast, 1300 ATK / 1400 DEF. Its name is always \"Harpie Lady\" "
               "(in every place, any way up). A Flip monster it destroys by battle has its effects "
               "negated: the Flip effect of a Set monster flipped by that battle does nothing, nor "
               "does an effect that monster activates from the GY the battle sent it to.")

NAME_AS = 76812113      # (a rule of the card, not an effect)

# The 2005 text (RDS) and today's do the same: no ERAS entry. (Dark Balter the Terrible's note of
# its victims and its negation, for Flip monsters only: Twin-Headed Wolf's, without its condition.)
EFFECTS = [
    # (a fact noted, not an effect: the negation applies only through the continuous effects below)
    Effect(STATE, condition=new_flip_victim, resolve=note_victim, while_negated=True,
           label="note a Flip monster it destroys by battle"),
    Effect(CONTINUOUS, tag="negate_links", affects=victim_link,
           label="Flip monsters it destroys by battle have their effects negated"),
    # a Set Flip monster it destroys by battle: its FLIP effect, activated after damage calculation
    # from the field object, is negated too
    Effect(CONTINUOUS, tag="negate_monsters", affects=lambda ctx, card: flip_victim_now(ctx) is card,
           label="the Flip monster it destroys by battle is negated in the damage step"),
]
