"""Neo-Spacian Flare Scarab (89621922), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 3 FIRE Insect (500/500): gains 400 ATK for each Spell and Trap Card "
               "your opponent controls.")


def boost(ctx, card):
    return (400 * len(ctx.spells_traps("opp")), 0)


EFFECTS = [Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=boost)]
