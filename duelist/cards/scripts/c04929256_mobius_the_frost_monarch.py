"""Mobius the Frost Monarch (4929256), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, Target
from duelist.engine import state as S
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Level 6 WATER Aqua. Whenever it is Tribute Summoned, its controller may pick one or "
               "two Spells/Traps on the field as targets and destroy them.")


def tribute_summoned(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") == "tribute"


def spells_traps(ctx):
    return ctx.spells_traps("both")


def on_field(ctx, card):
    return card.location in (S.SZONE, S.FZONE)


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [Effect(TRIGGER, events="summoned", match=tribute_summoned, optional=True, resolve=resolve, destroys=DESTROYS_TARGETS,
                  target=Target(spells_traps, filter=on_field, count=2, minimum=1,
                                prompt="Mobius: destroy which Spell/Trap?"),
                  label="Tribute Summoned: destroy up to 2 Spells/Traps")]
