"""Flash Assailant (96890582), Effect Monster."""
from duelist.cards.common import CONTINUOUS, C, Effect

DESCRIPTION = ("Level 4 DARK Fiend, 2000 / 2000. It loses 400 ATK and 400 DEF for each card in its "
               "controller's hand.")


def _loss(ctx, card):
    n = len(ctx.hand("me"))
    return (-400 * n, -400 * n)


# (the 2005 text, PGD, and today's do the same: no ERAS entry)
EFFECTS = [Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=_loss,
                  label="-400 ATK/DEF for each card in your hand")]
