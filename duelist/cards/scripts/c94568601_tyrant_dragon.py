"""Tyrant Dragon (94568601), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 8 FIRE Dragon (2900/2500). While its opponent controls a monster it may "
               "declare a second attack each Battle Phase. While it is face-up, a Trap Card's "
               "effect that targets it is negated and that Trap destroyed. Another card's effect "
               "that Special Summons it from the GY needs its player to Tribute 1 Dragon they "
               "control, Tributed as it is summoned.")


def itself(ctx, card):
    return card is ctx.card


def one_more_while_opponent_has_a_monster(ctx, card):
    """One more attack, while the opponent (of this card's controller) controls a monster."""
    return 1 if ctx.monsters("opp") else 0


def trap_targets_it(ctx, link):
    """A Trap Card's chain link that targets this face-up card (either player's Trap)."""
    return ctx.card.uid in link.targets and link.card_type == "Trap"


def destroy_it(ctx, link):
    return True


def dragon(ctx, monster):
    """(round 59p) A Dragon its player controls (face-down too: its controller knows it), the
    Tribute its Special Summon from the GY by another card's effect owes (the engine's
    SUMMON_CONDITION "grave_tribute": actions.py `_grave_tributes`, paid as it is summoned)."""
    return ctx.race(monster) == "Dragon"


SUMMON_CONDITION = "grave_tribute"
GRAVE_SUMMON_TRIBUTE = dragon

# The 2005 print (LOD-034: a second attack "in succession" while the opponent still has a monster
# after its attack; a Trap that targets it negated and destroyed; a Dragon Tributed to Special
# Summon it from the GY) and today's text do the same as played here: no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag=C.EXTRA_ATTACKS, affects=itself, value=one_more_while_opponent_has_a_monster,
           label="a second attack while the opponent controls a monster"),
    Effect(CONTINUOUS, tag="negate_links", affects=trap_targets_it, value=destroy_it,
           label="Traps that target it are negated and destroyed"),
]
