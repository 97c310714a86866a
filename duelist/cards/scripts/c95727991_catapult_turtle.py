"""Catapult Turtle (95727991), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect

DESCRIPTION = ("Level 5 WATER Aqua. In its controller's Main Phase, as often as they like, they "
               "Tribute 1 monster they control (a cost; it may be this card) to deal the opponent "
               "damage equal to half the ATK that monster had on the field.")


def cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.tributable(ctx.monsters("me")), 1,
                                         prompt="Catapult Turtle: Tribute which monster?")
    ctx.link.info["atk"] = ctx.atk(chosen[0])      # its ATK on the field, as it leaves
    ctx.send_to_grave(chosen, "tribute")


def resolve(ctx):
    ctx.damage(ctx.opponent, ctx.link.info.get("atk", 0) // 2)


# The 2005 text (DB2: Tribute 1 monster on your side of the field, damage equal to half its ATK)
# and today's do the same: no ERAS entry.
EFFECTS = [Effect(IGNITION, can_pay=K.can_tribute_one, cost=cost, resolve=resolve,
                  label="Tribute 1 monster: damage half its ATK", inflicts_damage="opponent")]
