"""Cat's Ear Tribe (95841282), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect, battling

DESCRIPTION = ("Level 1 EARTH Beast-Warrior (200/100). In the opponent's Battle Phase, the original ATK "
               "of an opponent's monster battling it is 200 during damage calculation only (gains and "
               "losses still apply on top).")


def _battles_it(window):
    def affects(ctx, card):
        if ctx.turn_player == ctx.player or card.controller == ctx.player or not window(ctx):
            return False
        battle = battling(ctx)
        if battle is None:
            return False
        attacker, target = battle
        return (attacker is card and target is ctx.card) or (target is card and attacker is ctx.card)
    return affects


def _effects(window):
    return [Effect(CONTINUOUS, tag=C.SET_STATS, original=True, affects=_battles_it(window),
                   value=lambda ctx, card: (200, None), label="the monster battling it: original ATK 200")]


ERAS = {"2005": {
    "DESCRIPTION": ("Level 1 EARTH Beast-Warrior (200/100). In the opponent's turn, the original ATK of "
                    "an opponent's monster battling it is 200 for the whole Damage Step (gains and "
                    "losses still apply on top)."),
    "EFFECTS": _effects(lambda ctx: ctx.in_damage_step),
}}

EFFECTS = _effects(lambda ctx: ctx.in_damage_calculation)
