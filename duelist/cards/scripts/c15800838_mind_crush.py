"""Mind Crush (15800838), Normal Trap."""
from duelist.cards import kit as K
from duelist.cards.common import activate, has_other_hand_card

DESCRIPTION = ("Normal Trap: as you activate it, declare a card name (never a Fusion, Synchro, Xyz or "
               "Link Monster). If that card is in your opponent's hand, they discard every copy of it "
               "there; if not, their hand is shown to you and you discard 1 card of your hand at random. "
               "Needs a card in each player's hand to be activated.")


def declare(ctx):
    """Declared on activation (not a cost): kept with the chain link until it resolves."""
    declared = yield from K.declare_card_name(ctx, where=K.not_extra_deck)
    ctx.link.info["code"] = declared.code


def resolve(ctx):
    code = ctx.link.info.get("code")
    if code is None:
        return
    hand = ctx.hand("opp")
    hits = [card for card in hand if ctx.is_named(card, code)]
    if hits:
        ctx.discard(hits)
        return
    if hand:
        ctx.reveal(hand, ctx.player)        # the miss is checked against the whole hand
    mine = ctx.hand("me")
    if mine:
        ctx.discard([mine[ctx.random_below(len(mine))]])


def both_hands_hold_a_card(ctx):
    """Today's ruling (Konami's OCG Q&A): a card in your hand and one in your opponent's."""
    return has_other_hand_card(ctx) and bool(ctx.hand("opp"))


def effects(condition):
    return [activate(resolve, condition=condition, cost=declare, label="declare a card name", discards="both")]


# (Konami's OCG Q&A: it cannot be activated unless both hands hold a card; the older OCG ruling
# list, ygo-sem.cn 2011, names only your own hand, and the 2005 play keeps that reading; at
# resolution either hand may be empty: a miss against an empty hand costs you a card)
EFFECTS = effects(both_hands_hold_a_card)

ERAS = {"2005": {
    "DESCRIPTION": ("Normal Trap: as you activate it, declare a card name (never a Fusion Monster). If "
                    "that card is in your opponent's hand, they discard every copy of it there; if not, "
                    "their hand is shown to you and you discard 1 card of your hand at random. Needs a "
                    "card in your hand to be activated (an empty hand of the opponent's does not stop "
                    "it: the older ruling)."),
    "EFFECTS": effects(has_other_hand_card),
}}
