"""Maha Vailo (93013676), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect, R
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Spellcaster. Every Equip Card hanging on it, Spell or not and whoever "
               "controls it (Snatch Steal too), adds 500 to its ATK.")


def equip_cards(ctx, card):
    return sum(1 for equip in ctx.related_from(card, R.EQUIP) if equip.location == S.SZONE)


# (the 2005 text, MRL-012, and today's do the same: no ERAS entry)
EFFECTS = [Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card,
                  value=lambda ctx, card: (500 * equip_cards(ctx, card), 0),
                  label="+500 ATK per Equip Card equipped to it")]
