"""Sakuretsu Armor (56120475), Normal Trap."""
from duelist.cards.common import H, Target, activate, opponents_attacker, still_opponents_attacker

DESCRIPTION = ("Normal Trap: when an opponent's monster declares an attack, target that attacker "
               "and destroy it (nothing happens if it is no longer attacking by then).")


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [activate(resolve, target=Target(opponents_attacker, filter=still_opponents_attacker,
                                           prompt="Destroy the attacker?"),
                    destroys=True, answers=H.ATTACK)]
