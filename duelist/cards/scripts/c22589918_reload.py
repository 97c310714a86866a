"""Reload (22589918), Quick-Play Spell."""
from duelist.cards.common import activate
from duelist.engine import state as S

DESCRIPTION = ("Quick-Play Spell: its player shuffles every card in their hand into their Deck, "
               "then draws as many cards as went back.")


def _others(ctx):
    return [c for c in ctx.hand("me") if c is not ctx.card]


def resolve(ctx):
    hand = _others(ctx)
    if not hand:
        return
    ctx.to_deck(hand)
    back = [c for c in hand if c.location == S.DECK]
    ctx.then()
    if back:
        ctx.draw(ctx.player, len(back))


# (the cards drawn are those shuffled back at least: a Deck never lacks them)
EFFECTS = [activate(resolve, condition=lambda ctx: bool(_others(ctx)))]
