"""Trap of Board Eraser (3055837), Counter Trap."""
from duelist.cards.common import L, Responding, activate

DESCRIPTION = ("Counter Trap answering the activation of a card or effect that would deal you "
               "damage (battle damage is no such effect), usable only while your opponent holds a "
               "card: that link deals you nothing, and your opponent then picks 1 card of their "
               "hand to discard.")

# its answer keeps that link's damage off its player (actions.py `_effect_damage_stopped`)
LASTING_TAGS = (L.NO_EFFECT_DAMAGE,)


def would_damage_you(ctx):
    """The chain's last link is the activation of a card or effect that declares it inflicts
    damage to this player (`Effect.inflicts_damage`), whoever activated it (yugioh-wiki.net
    《黒板消しの罠》: Ring of Destruction, either player's), while the opponent has a card in the
    hand to discard (its FAQ: it cannot be activated while the opponent's hand is empty)."""
    return ctx.link_inflicts_damage(ctx.responding_to) and bool(ctx.hand("opp"))


def resolve(ctx):
    link = ctx.responding_to
    if link is not None:
        ctx.replace_link_damage(link)         # no damage to you from that link
    hand = ctx.hand("opp")
    if hand:
        chosen = yield from ctx.choose_cards(hand, 1, player=ctx.opponent,
                                             prompt="Trap of Board Eraser: discard 1 card")
        ctx.discard(chosen)


EFFECTS = [activate(resolve, condition=Responding(would_damage_you), discards="opponent",
                    label="Trap of Board Eraser")]
