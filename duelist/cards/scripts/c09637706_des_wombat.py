"""Des Wombat (9637706), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine.names import C

DESCRIPTION = ("Level 3 EARTH Beast. While it is face-up on the field, any damage a card effect "
               "would inflict on its controller becomes 0 (whoever's card it is); costs and LP "
               "payments are not damage and are still paid.")

EFFECTS = [
    Effect(CONTINUOUS, tag=C.NO_EFFECT_DAMAGE, affects=lambda ctx, player: player == ctx.player,
           label="no effect damage to its controller"),
]
