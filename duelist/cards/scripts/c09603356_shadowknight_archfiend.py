"""Shadowknight Archfiend (09603356), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 4 WIND Fiend. In each of its controller's Standby Phases they pay 900 LP "
               "(not optional; with fewer LP it is destroyed; Pandemonium waives it). As an effect "
               "of a card the opponent controls that targets it resolves, a die is rolled: on a 3 "
               "that effect is negated and that card destroyed. Battle damage it inflicts to the "
               "opponent is halved.")

EFFECTS = [
    # the Archfiends' maintenance cost and die (kit, round 56c): no chain link, due while negated
    K.archfiend_upkeep(900),
    K.archfiend_die((3,)),
    Effect(CONTINUOUS, tag=C.HALVE_INFLICTED_BATTLE_DAMAGE, affects=lambda ctx, card: card is ctx.card,
           label="battle damage it inflicts halved"),
]
