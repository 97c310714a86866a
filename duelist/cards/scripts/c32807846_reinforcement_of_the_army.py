"""Reinforcement of the Army (32807846), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: search your Deck for a Warrior of Level 4 or less and put it in your hand."


def warrior_4_or_lower(ctx, card):
    data = card.data
    return data.card_type == "Monster" and data.race == "Warrior" and 1 <= (data.level or 0) <= 4 \
        and not data.is_extra_deck


def resolve(ctx):
    yield from K.search_deck(ctx, lambda card: warrior_4_or_lower(ctx, card),
                             "Reinforcement of the Army: add a Level 4 or lower Warrior")


EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("deck", warrior_4_or_lower))]
