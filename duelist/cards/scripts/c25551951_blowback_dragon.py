"""Blowback Dragon (25551951), Effect Monster."""
from duelist.cards.common import EV, Effect, IGNITION, Target
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Level 6 DARK Machine. One use a turn, in its controller's Main Phase: they aim at "
               "any one card on the field, then three coins are flipped; two heads or more and the "
               "card it aimed at is destroyed.")


def toss_three(ctx):
    """Three public coin tosses (the duel's PRNG); returns the number of heads."""
    tosses = ["heads" if ctx.random_below(2) == 0 else "tails" for _ in range(3)]
    heads = tosses.count("heads")
    ctx.announce(ctx.card, EV.COIN_TOSSES, results=tosses, heads=heads)
    return heads


def field_cards(ctx):
    return ctx.field("both")


def resolve(ctx):
    if toss_three(ctx) >= 2 and ctx.targets:
        yield from ctx.destroy(ctx.targets)


def opponent_has_a_card(ctx):
    return bool(ctx.field("opp"))


def resolve_2005(ctx):
    """The 2005 text: toss first; with 2 or more heads, pick 1 card the opponent controls (no
    target on activation) and destroy it."""
    if toss_three(ctx) < 2:
        return
    cards = ctx.field("opp")
    if cards:
        chosen = yield from ctx.choose_cards(cards, 1, prompt="Blowback Dragon: destroy which card?")
        yield from ctx.destroy(chosen)


EFFECTS = [Effect(IGNITION, once_per_turn=True, resolve=resolve, destroys=DESTROYS_TARGETS,
                  target=Target(field_cards, prompt="Blowback Dragon: target which card?"),
                  label="3 coin tosses: destroy the target")]

# the 2005 text (AST): the coins first, then, with 2 or more heads, 1 card of the opponent's
# field chosen as it resolves: no target, and no destruction certain on activation
ERAS = {"2005": {
    "DESCRIPTION": ("Level 6 DARK Machine. One use a turn, in its controller's Main Phase: three "
                    "coins are flipped first; two heads or more and they then choose one of their "
                    "opponent's cards to destroy (nothing aimed at when it starts; 2005 text)."),
    "EFFECTS": [Effect(IGNITION, once_per_turn=True, condition=opponent_has_a_card, resolve=resolve_2005,
                       label="3 coin tosses: destroy 1 of the opponent's cards")],
}}
