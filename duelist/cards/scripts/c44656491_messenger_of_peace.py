"""Messenger of Peace (44656491), Continuous Spell."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Spell: while face-up, no monster with 1500 or more ATK (either "
               "player's) can declare an attack. In each of its controller's Standby Phases "
               "they pay 100 LP or, if they do not (or cannot), it is destroyed.")


def _strong(ctx, card):
    return ctx.atk(card) >= 1500


EFFECTS = [
    activate(K.upkeep_waived),
    # "cannot declare an attack" (OCG 攻撃宣言できない): an attack declared before it applied goes on
    Effect(CONTINUOUS, tag=C.CANNOT_DECLARE_ATTACK, affects=_strong,
           label="1500+ ATK monsters cannot declare an attack"),
    # a maintenance cost (as Imperial Order's): applied in the Standby Phase, no chain link, and
    # due while its effect is negated too; both texts: its controller's own Standby Phases
    K.standby_upkeep(100),
]
