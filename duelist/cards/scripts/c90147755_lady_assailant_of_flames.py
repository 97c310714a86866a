"""Lady Assailant of Flames (90147755), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Level 4 FIRE Pyro (1500/1000). FLIP: its controller may banish the top 3 cards of their "
               "Deck face-down (a cost) to inflict 800 damage to the opponent.")


def can_pay(ctx):
    return len(ctx.deck()) >= 3


def cost(ctx):
    ctx.banish(ctx.deck()[:3], "cost", face_down=True)


def resolve(ctx):
    ctx.damage(ctx.opponent, 800)


# The LON-035 print (2003: remove the top 3 face-down to inflict 800) and today's text do the same: no
# ERAS entry.
EFFECTS = [Effect(FLIP, optional=True, can_pay=can_pay, cost=cost, resolve=resolve, inflicts_damage="opponent",
                  label="banish the top 3 of your Deck face-down: 800 damage")]
