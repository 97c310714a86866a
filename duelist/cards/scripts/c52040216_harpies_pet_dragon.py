"""Harpie's Pet Dragon (52040216), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 7 WIND Dragon, 2000 ATK / 2500 DEF. It is 300 ATK stronger for each face-up "
               "\"Harpie Lady\" on the field (either side).")

HARPIE_LADY = 76812113


def harpie_lady(ctx, card):
    """A face-up monster named "Harpie Lady" now (a face-down one shows no name)."""
    return card.face_up and ctx.is_named(card, HARPIE_LADY)


def boost(ctx, card):
    return (300 * ctx.count_cards("monsters", harpie_lady, who="both"), 0)


# The 2005 text (FMR promo) and today's do the same: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card, value=boost,
                  label="300 ATK for each Harpie Lady on the field")]
