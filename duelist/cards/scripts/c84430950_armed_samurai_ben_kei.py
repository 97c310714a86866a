"""Armed Samurai - Ben Kei (84430950), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, R, Effect

DESCRIPTION = ("Level 4 DARK Warrior (500/800). In each Battle Phase it may declare one more attack "
               "for each Equip Card equipped to it.")


def itself(ctx, card):
    return card is ctx.card


def one_per_equip(ctx, card):
    return len(ctx.related_from(card, R.EQUIP))


# The 2005 text (DR3 / FET: an additional attack for each Equip Card equipped to it, each Battle
# Phase) reads as today's: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.EXTRA_ATTACKS, affects=itself, value=one_per_equip,
                  label="one more attack for each Equip Card")]
