"""Dragonpit Magician (51531505), Pendulum Normal Monster."""
from duelist.cards.common import IGNITION, Effect, Target, pendulum_scale
from duelist.engine import state as S
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Level 7 WATER Spellcaster Pendulum Normal Monster, Pendulum Scale 8. Pendulum "
               "Effect, once per turn in its controller's Main Phase while it is in a Pendulum "
               "Zone: discard 1 Pendulum Monster as the cost and target 1 Spell or Trap on the "
               "field; destroy it. As a monster it has no effect.")


def _pendulum_in_hand(ctx):
    return [c for c in ctx.hand("me") if c.data.card_type == "Monster" and c.data.is_pendulum]


def can_pay(ctx):
    return bool(_pendulum_in_hand(ctx))


def cost(ctx):
    chosen = yield from ctx.choose_cards(_pendulum_in_hand(ctx), 1,
                                         prompt="Dragonpit Magician: discard 1 Pendulum Monster")
    ctx.discard(chosen, "cost")


def spells_traps(ctx):
    return ctx.spells_traps("both")


def resolve(ctx):
    targets = [c for c in ctx.targets if c.on_field]
    if targets:
        yield from ctx.destroy(targets)


EFFECTS = [
    pendulum_scale(),
    Effect(IGNITION, range=(S.SZONE,), once_per_turn=True, can_pay=can_pay, cost=cost, discard_cost=True,
           target=Target(spells_traps, prompt="Dragonpit Magician: destroy which Spell/Trap?"),
           resolve=resolve, destroys=DESTROYS_TARGETS, label="destroy a Spell/Trap (Pendulum Effect)"),
]
