"""Reinforcement of the Army (32807846), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: search your Deck for a Warrior of Level 4 or less and put it in your hand."


def fits(card):
    data = card.data
    return data.card_type == "Monster" and data.race == "Warrior" and 1 <= (data.level or 0) <= 4 \
        and not data.is_extra_deck


def resolve(ctx):
    yield from K.search_deck(ctx, fits, "Reinforcement of the Army: add a Level 4 or lower Warrior")


def condition(ctx):
    # (a loop, not any() over a generator: on PyPy `any` is a Python function and the
    # generator a frame, asked in every window while this card is in the hand)
    for c in ctx.deck("me"):
        if fits(c):
            return True
    return False


EFFECTS = [activate(resolve, condition=condition)]
