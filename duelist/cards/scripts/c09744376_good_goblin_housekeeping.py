"""Good Goblin Housekeeping (9744376), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Trap: draw 1 card plus 1 for each Good Goblin Housekeeping in your GY as it "
               "resolves, then put 1 card from your hand on the bottom of your Deck.")

CODE = 9744376


def _copy(ctx, card):
    return card.code == CODE


def condition(ctx):
    """A draw effect needs the Deck to supply what it would draw now."""
    return ctx.deck_count("me") >= 1 + ctx.count_cards("grave", _copy)


def resolve(ctx):
    # counted as it resolves: a copy resolved earlier in the same chain is still on the field
    ctx.draw(ctx.player, 1 + ctx.count_cards("grave", _copy))
    ctx.then()
    hand = ctx.hand("me")
    if not hand:
        return
    chosen = yield from ctx.choose_cards(hand, 1, prompt="Good Goblin Housekeeping: put 1 card "
                                                          "on the bottom of your Deck")
    ctx.to_deck(chosen, bottom=True)


EFFECTS = [activate(resolve, condition=condition)]
