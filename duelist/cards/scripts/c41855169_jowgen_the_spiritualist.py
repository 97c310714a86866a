"""Jowgen the Spiritualist (41855169), Effect Monster."""
from duelist.cards.common import CONTINUOUS, IGNITION, Effect
from duelist.engine.names import C

DESCRIPTION = ("Level 3 LIGHT Spellcaster. Its controller may discard a card picked at random from "
               "their hand to destroy every Special Summoned monster on the field. While it is "
               "face-up on the field, neither player can Special Summon.")

# the summon kinds of a monster on the field that are no Special Summon (Card.summon_kind)
_NOT_SPECIAL = (None, "normal", "tribute", "set", "flip")


def _special_summoned(ctx, card):
    return card.summon_kind not in _NOT_SPECIAL


def condition(ctx):
    return ctx.any_card("monsters", _special_summoned, who="both")


def can_pay(ctx):
    return bool(ctx.hand("me"))


def cost(ctx):
    # the discard is its cost (its 2005 text "discard 1 random card ... to destroy", and today's
    # "You can discard 1 random card;"): the card is picked at random, nobody chooses it
    hand = ctx.hand("me")
    ctx.discard([hand[ctx.random_below(len(hand))]], "cost")


def resolve(ctx):
    yield from ctx.destroy(ctx.cards_where("monsters", _special_summoned, who="both"))


EFFECTS = [
    Effect(IGNITION, condition=condition, can_pay=can_pay, cost=cost, resolve=resolve, discard_cost=True,
           destroys=True, label="discard 1 random card: destroy all Special Summoned monsters"),
    Effect(CONTINUOUS, tag=C.NO_SPECIAL_SUMMON, label="neither player can Special Summon"),
]
