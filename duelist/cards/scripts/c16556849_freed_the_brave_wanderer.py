"""Freed the Brave Wanderer (16556849), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import Effect, IGNITION, Target, any_monster
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Warrior. One use a turn, in its controller's Main Phase: paying with "
               "two LIGHT monsters of their GY, banished, it aims at a face-up monster (either side) "
               "that is stronger in ATK than Freed, and destroys it.")


def _light(card):
    return card.data.attribute == "LIGHT"


def lights(ctx):
    return K.grave_monsters(ctx, "me", _light)


def can_pay(ctx):
    return ctx.count_cards("grave", lambda ctx, c: c.data.card_type == "Monster" and _light(c)) >= 2


def cost(ctx):
    yield from K.banish_cost(ctx, lights, 2, "Freed the Brave Wanderer: banish 2 LIGHT monsters")


def stronger(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.atk(card) > ctx.atk(ctx.card)


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [Effect(IGNITION, once_per_turn=True, grave_banish="own", can_pay=can_pay, cost=cost, resolve=resolve,
                  target=Target(any_monster, filter=stronger,
                                prompt="Freed the Brave Wanderer: destroy which monster?"),
                  destroys=True, label="banish 2 LIGHT: destroy a stronger monster")]
