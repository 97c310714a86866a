"""Monster Recovery (93108433), Quick-Play Spell."""
from duelist.cards.common import Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Quick-Play Spell: target 1 monster you control that you own; shuffle it and your "
               "whole hand into the Deck, then draw as many cards as came from your hand. It cannot "
               "be activated while your hand holds a card your opponent owns.")


def _own_monster(ctx, card):
    return card.location == S.MZONE and card.controller == ctx.player and card.owner == ctx.player


def _hand_all_mine(ctx):
    return not ctx.any_card("hand", lambda ctx, c: c.owner != ctx.player)


def resolve(ctx):
    if not ctx.targets:
        return              # the monster is gone: nothing is shuffled (our reading of the text)
    from_hand = ctx.hand()
    ctx.to_deck(ctx.targets + from_hand)
    count = sum(1 for c in from_hand if c.location == S.DECK)
    if count:
        ctx.then()
        ctx.draw(ctx.player, count)


EFFECTS = [activate(resolve, condition=_hand_all_mine,
                    target=Target(lambda ctx: ctx.monsters("me"), filter=_own_monster,
                                  prompt="Monster Recovery: shuffle which monster into the Deck?"))]
