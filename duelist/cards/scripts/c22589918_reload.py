"""Reload (22589918), Quick-Play Spell."""
from duelist.cards import kit as K
from duelist.cards.common import activate

DESCRIPTION = ("Quick-Play Spell: its player shuffles every card in their hand into their Deck, "
               "then draws as many cards as went back.")


def _others(ctx):
    return [c for c in ctx.hand("me") if c is not ctx.card]


def resolve(ctx):
    K.shuffle_back_and_draw(ctx, _others(ctx), ctx.player)


# (the cards drawn are those shuffled back at least: a Deck never lacks them)
EFFECTS = [activate(resolve, condition=lambda ctx: bool(_others(ctx)))]
