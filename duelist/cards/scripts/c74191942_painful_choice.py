"""Painful Choice (74191942), Normal Spell."""
from duelist.cards.common import activate, shuffle_deck

DESCRIPTION = ("Normal Spell: pick five cards of your Deck and show them; your opponent chooses "
               "which one of them you keep in hand, and the other four go to your GY.")


def resolve(ctx):
    deck = ctx.deck("me")
    if len(deck) < 5:
        return
    picked = yield from ctx.choose_cards(deck, 5, prompt="Painful Choice: pick 5 cards from your Deck")
    ctx.reveal(picked, ctx.opponent)
    # the opponent has seen the five cards: they pick by name (a card choice would call
    # another player's Deck cards "a hidden card")
    pick = yield from ctx.choose_option([c.data.name for c in picked],
                                        "Painful Choice: which card goes to your opponent's hand?",
                                        player=ctx.opponent)
    kept = [picked[pick]]
    # current text: add that card to the hand, and send the rest to the GY (not a discard)
    ctx.to_hand(kept)
    ctx.send_to_grave([c for c in picked if c not in kept])
    shuffle_deck(ctx)


EFFECTS = [activate(resolve, condition=lambda ctx: ctx.deck_count("me") >= 5)]
