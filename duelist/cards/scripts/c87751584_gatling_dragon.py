"""Gatling Dragon (87751584), Fusion Effect Monster."""
from duelist.cards.common import EV, Effect, IGNITION

DESCRIPTION = ("Level 8 DARK Machine Fusion (Barrel Dragon + Blowback Dragon). Once per turn, in "
               "its controller's Main Phase, they toss a coin 3 times and destroy as many monsters "
               "on the field as there were heads (all of them if fewer are there), picking which.")


def resolve(ctx):
    heads = 0
    tosses = []
    for _ in range(3):
        head = ctx.random_below(2) == 0
        tosses.append("heads" if head else "tails")
        heads += head
    ctx.announce(ctx.card, EV.COIN_TOSSES, results=tosses, heads=heads)
    monsters = ctx.monsters("both")
    count = min(heads, len(monsters))
    if count == 0:
        return
    chosen = yield from ctx.choose_cards(monsters, count, prompt="Gatling Dragon: destroy which monsters?")
    yield from ctx.destroy(chosen)


EFFECTS = [Effect(IGNITION, once_per_turn=True, resolve=resolve, label="3 coin tosses: destroy monsters")]
