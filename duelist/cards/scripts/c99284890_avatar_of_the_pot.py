"""Avatar of The Pot (99284890), Effect Monster."""
from duelist.cards.common import IGNITION, Effect

DESCRIPTION = ("Level 3 EARTH Rock (1200/1300). Ignition, its cost a Pot of Greed sent from its "
               "controller's hand to the GY (not a discard): its controller draws 3 cards.")

POT_OF_GREED = 55144522


def _pots(ctx):
    return ctx.cards_where("hand", lambda ctx, card: ctx.is_named(card, POT_OF_GREED))


def condition(ctx):
    # a draw effect cannot be activated when the Deck cannot supply every card it draws
    return ctx.card.face_up and ctx.deck_count("me") >= 3


def can_pay(ctx):
    return any(ctx.can_send_to_grave([c]) for c in _pots(ctx))


def cost(ctx):
    fits = [c for c in _pots(ctx) if ctx.can_send_to_grave([c])]
    chosen = yield from ctx.choose_cards(fits, 1, prompt="Avatar of The Pot: send which Pot of Greed?")
    ctx.send_to_grave(chosen, reason="cost")


def resolve(ctx):
    ctx.draw(ctx.player, 3)


# The 2005 text (AST: send 1 Pot of Greed from your hand to the Graveyard to draw 3 cards) does
# what today's does: no ERAS entry. No once-per-turn limit in either text.
EFFECTS = [Effect(IGNITION, resolve=resolve, condition=condition, can_pay=can_pay, cost=cost,
                  label="send Pot of Greed from the hand: draw 3")]
