"""Exiled Force (74131780), Effect Monster."""
from duelist.cards.common import IGNITION, Effect, Target, any_monster
from duelist.cards.kit import can_tribute_self, tribute_self
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Warrior. In its controller's Main Phase it can be Tributed (a cost) to "
               "pick another monster on the field as the target and destroy it.")


def other_monster(ctx, card):
    # it is Tributed before the target is chosen, so it can never target itself
    return card is not ctx.card and card.location == S.MZONE


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [Effect(IGNITION, can_pay=can_tribute_self, cost=tribute_self, resolve=resolve, label="Tribute: destroy 1 monster",
                  target=Target(any_monster, filter=other_monster,
                                prompt="Exiled Force: destroy which monster?"), destroys=True)]
