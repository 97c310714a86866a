"""Zaborg the Thunder Monarch (51945556), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, Target, any_monster
from duelist.engine import state as S

DESCRIPTION = ("Level 5 LIGHT Thunder. Whenever it is Tribute Summoned, it must pick a monster on "
               "the field (it may be itself) as the target and destroy it.")


def tribute_summoned(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") == "tribute"


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [Effect(TRIGGER, events="summoned", match=tribute_summoned, resolve=resolve,
                  target=Target(any_monster, filter=lambda ctx, c: c.location == S.MZONE,
                                prompt="Zaborg: destroy which monster?"),
                  label="Tribute Summoned: destroy 1 monster", destroys=True)]
