"""A Cat of Ill Omen (24140059), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, shuffle_deck
from duelist.cards.scripts.c47355498_necrovalley import necrovalley_on_field

DESCRIPTION = ("Level 2 DARK Beast. When it is flipped face-up, its controller picks a Trap Card "
               "from their Deck, shuffles the Deck and puts that Trap on top of it; while a "
               "Necrovalley is face-up on the field, they may add the Trap to their hand instead.")


def deck_card_to_top(ctx, flt, prompt, to_hand_if=None):
    """Generator: pick 1 card of your Deck that passes flt(card); the Deck is shuffled and the
    card put on top of it (An Owl of Luck too). `to_hand_if(ctx)`: while it holds, the player
    may add the card to the hand instead, shown to the opponent. Returns the card or None."""
    fits = ctx.cards_where("deck", lambda ctx, card: flt(card))
    if not fits:
        shuffle_deck(ctx)
        return None
    card = (yield from ctx.choose_cards(fits, 1, prompt=prompt))[0]
    if to_hand_if is not None and to_hand_if(ctx) and (
            yield from ctx.yes_no("%s: add %s to your hand instead?" % (ctx.card.data.name, card.data.name))):
        ctx.to_hand([card])
        ctx.reveal([card], ctx.opponent)
        shuffle_deck(ctx)
        return card
    shuffle_deck(ctx)
    ctx.to_deck([card], shuffle=False)        # on top, unshuffled
    return card


def is_trap(card):
    return card.data.card_type == "Trap"


def resolve(ctx):
    yield from deck_card_to_top(ctx, is_trap, "A Cat of Ill Omen: put which Trap on top of your Deck?",
                                to_hand_if=necrovalley_on_field)


# One meaning in both eras (the 2005 text: a Trap to the top of the Deck, to the hand instead with
# Necrovalley on the field): no ERAS entry.
EFFECTS = [Effect(FLIP, resolve=resolve, label="a Trap from the Deck to its top (hand with Necrovalley)")]
