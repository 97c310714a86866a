"""Magical Merchant (32362575), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Level 1 LIGHT Insect. When it is flipped face-up, its controller turns over the "
               "top cards of their Deck one by one until a Spell or Trap Card shows: that card goes "
               "to their hand, every other card turned over goes to the GY (with no Spell or Trap "
               "in the Deck, every card turned over goes to the GY).")


def resolve(ctx):
    shown = []
    found = None
    for card in ctx.deck("me"):          # top first
        shown.append(card)
        if card.data.card_type in ("Spell", "Trap"):
            found = card
            break
    if not shown:
        return
    ctx.reveal(shown, None)
    if found is not None:
        ctx.to_hand([found])
    ctx.send_to_grave([c for c in shown if c is not found], "excavated")


EFFECTS = [Effect(FLIP, resolve=resolve, label="excavate until a Spell/Trap")]
