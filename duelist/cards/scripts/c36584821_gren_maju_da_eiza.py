"""Gren Maju Da Eiza (36584821), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 3 FIRE Fiend (?/?). Its ATK and DEF are each 400 for every card in its "
               "controller's banished pile (face-up or face-down), counted at every moment.")


def _any(ctx, card):
    return True


def stats(ctx, card):
    value = 400 * ctx.count_cards("banished", _any)
    return (value, value)


# an "equal to" continuous effect (yugipedia "Maju": it follows the count at every moment, and
# comes back once a negation ends); the 2005 IOC print ("the number of your removed from play
# cards x 400") does the same: no ERAS entry
EFFECTS = [Effect(CONTINUOUS, tag=C.SET_STATS, affects=lambda ctx, card: card is ctx.card, value=stats,
                  label="ATK/DEF = 400 x your banished cards")]
