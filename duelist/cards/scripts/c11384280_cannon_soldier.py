"""Cannon Soldier (11384280), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect

DESCRIPTION = ("Level 4 DARK Machine. In its controller's Main Phase, as often as they like, they "
               "Tribute 1 monster they control (a cost; it may be this card) to deal 500 damage to "
               "the opponent.")


def resolve(ctx):
    ctx.damage(ctx.opponent, 500)


EFFECTS = [Effect(IGNITION, can_pay=K.can_tribute_one, cost=K.tribute_one, resolve=resolve,
                  label="Tribute 1 monster: 500 damage", inflicts_damage="opponent")]
