"""Lava Battleguard (20394040), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 5 EARTH Warrior. Its ATK rises by 500 per \"Swamp Battleguard\" face-up on its "
               "controller's side of the field.")

LAVA_BATTLEGUARD = 20394040
SWAMP_BATTLEGUARD = 40453765


def partner_boost(partner):
    """A Battleguard's continuous effect: +500 ATK for each face-up `partner` its controller
    controls (Lava Battleguard's Swamp, Swamp Battleguard's Lava)."""
    def fits(ctx, card):
        return card.face_up and card.location == S.MZONE and ctx.is_named(card, partner)

    return Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card,
                  value=lambda ctx, card: (500 * ctx.count_cards("monsters", fits), 0),
                  label="+500 ATK per face-up partner Battleguard")


# (the 2005 text, MRD-115, and today's do the same: no ERAS entry)
EFFECTS = [partner_boost(SWAMP_BATTLEGUARD)]
