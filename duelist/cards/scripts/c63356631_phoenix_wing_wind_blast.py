"""Phoenix Wing Wind Blast (63356631), Normal Trap."""
from duelist.cards.common import Target, activate, discard_one_cost, has_other_hand_card

DESCRIPTION = ("Normal Trap. Cost: discard 1 card. One targeted card on the field (either side) is "
               "put on top of its owner's Deck (an Extra Deck monster goes back to the Extra Deck).")


def others_on_field(ctx):
    cards = ctx.field("both")
    if ctx.card in cards:
        cards.remove(ctx.card)
    return cards


def on_field(ctx, card):
    return card.on_field and card is not ctx.card


def resolve(ctx):
    ctx.to_deck(ctx.targets, shuffle=False)


EFFECTS = [activate(resolve, cost=discard_one_cost, discard_cost=True, can_pay=has_other_hand_card,
                    target=Target(others_on_field, filter=on_field,
                                  prompt="Phoenix Wing Wind Blast: put which card on top of its owner's Deck?"))]
