"""Trap of Board Eraser (3055837), Counter Trap."""
from duelist.cards.common import Responding, activate

DESCRIPTION = ("Counter Trap: when the opponent activates a card or effect whose resolution would make "
               "you discard from your hand, negate that effect; then the opponent discards 1 card of "
               "their choice.")


def makes_me_discard(ctx):
    """The link answered is the opponent's, and its effect declares that its resolution discards
    from its player's opponent's hand (`Effect.discards`: Delinquent Duo, Confiscation, Spirit
    Reaper) or from both hands (Card Destruction, Mind Crush); a discard cost is not one."""
    link = ctx.responding_to
    if link.player == ctx.player:
        return False
    return ctx.link_card(link).script.effects[link.effect].discards in ("opponent", "both")


def resolve(ctx):
    ctx.negate_effect(ctx.responding_to)
    ctx.then()
    hand = ctx.hand("opp")
    if hand:
        chosen = yield from ctx.choose_cards(hand, 1, player=ctx.opponent,
                                             prompt="Trap of Board Eraser: discard 1 card")
        ctx.discard(list(chosen))


EFFECTS = [activate(resolve, condition=Responding(makes_me_discard), discards="opponent")]
