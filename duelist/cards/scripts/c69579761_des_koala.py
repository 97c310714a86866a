"""Des Koala (69579761), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Flip effect: when it turns face-up, the opponent loses 400 LP for every card "
               "they are holding in their hand (counted when the effect resolves).")


def resolve(ctx):
    count = len(ctx.hand("opp"))
    if count:
        ctx.damage(ctx.opponent, 400 * count)


EFFECTS = [Effect(FLIP, resolve=resolve, label="400 damage per card in the opponent's hand",
                  inflicts_damage="opponent")]
