"""Amazoness Archer (91869203), Effect Monster."""
from duelist.cards.common import IGNITION, Effect

DESCRIPTION = ("Level 4 EARTH Warrior. In its controller's Main Phase, as often as they like, they "
               "Tribute 2 monsters they control (a cost; this card may be one) to deal 1200 damage "
               "to the opponent.")


def _can_pay(ctx):
    return len(ctx.tributable(ctx.monsters("me"))) >= 2


def _cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.tributable(ctx.monsters("me")), 2,
                                         prompt="Amazoness Archer: Tribute which 2 monsters?")
    ctx.send_to_grave(chosen, "tribute")


def _resolve(ctx):
    ctx.damage(ctx.opponent, 1200)


# The 2005 text (LON-032, printed "Amazon Archer": offer 2 monsters on your side of the field as
# Tributes to inflict 1200 damage to your opponent) does what today's does: no ERAS entry.
EFFECTS = [Effect(IGNITION, can_pay=_can_pay, cost=_cost, resolve=_resolve,
                  label="Tribute 2 monsters: 1200 damage", inflicts_damage="opponent")]
