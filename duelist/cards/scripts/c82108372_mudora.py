"""Mudora (82108372), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 4 EARTH Fairy (1500/1800). Its ATK rises by 200 for every Fairy-Type Monster Card "
               "lying in its controller's Graveyard (a continuous effect, counted anew as that pile changes).")


def fairy_monster(ctx, card):
    data = card.data
    return data.card_type == "Monster" and data.race == "Fairy"


def boost(ctx, card):
    return (200 * ctx.count_cards("grave", fairy_monster, who="me"), 0)


# (the 2005 print, DCR-076, and today's text do the same: no ERAS entry)
EFFECTS = [Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card, value=boost,
                  label="+200 ATK per Fairy in its controller's GY")]
