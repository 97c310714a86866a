"""Thunder Dragon (31786629), Effect Monster."""
from duelist.cards.common import IGNITION, Effect, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Level 5 LIGHT Thunder. In its owner's Main Phase, throwing it away from the hand "
               "(the cost) fetches one or two more copies of it from the Deck into the hand.")

CODE = 31786629


def copies(ctx):
    return [c for c in ctx.deck("me") if c.data.code == CODE]


def cost(ctx):
    ctx.discard([ctx.card], "cost")


def resolve(ctx):
    fits = copies(ctx)
    if fits:
        chosen = yield from ctx.choose_cards(fits, min(2, len(fits)), minimum=1,
                                             prompt="Thunder Dragon: add 1 or 2 Thunder Dragon to your hand")
        if chosen:
            ctx.to_hand(chosen)
            ctx.reveal(chosen, ctx.opponent)
    shuffle_deck(ctx)


EFFECTS = [Effect(IGNITION, range=(S.HAND,), condition=lambda ctx: bool(copies(ctx)),
                  can_pay=lambda ctx: ctx.card.location == S.HAND, cost=cost, discard_cost=True, resolve=resolve,
                  label="discard: add up to 2 Thunder Dragon")]
