"""Cat's Ear Tribe (95841282), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect, battling

DESCRIPTION = ("Level 1 EARTH Beast-Warrior (200/100). In the opponent's turn, the original ATK of a "
               "monster battling it is 200 for the whole Damage Step (gains and losses still apply "
               "on top).")


def _battles_it(ctx, card):
    if ctx.turn_player == ctx.player or not ctx.in_damage_step:
        return False
    battle = battling(ctx)
    if battle is None:
        return False
    attacker, target = battle
    return (attacker is card and target is ctx.card) or (target is card and attacker is ctx.card)


# The 2005 text (MFC-081) and today's do the same: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.SET_STATS, original=True, affects=_battles_it,
                  value=lambda ctx, card: (200, None), label="the monster battling it: original ATK 200")]
