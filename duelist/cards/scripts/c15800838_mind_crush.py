"""Mind Crush (15800838), Normal Trap."""
from duelist.cards import kit as K
from duelist.cards.common import activate, has_other_hand_card

DESCRIPTION = ("Normal Trap: as you activate it, declare a card name (never a Fusion, Synchro, Xyz or "
               "Link Monster). If that card is in your opponent's hand, they discard every copy of it "
               "there; if not, their hand is shown to you and you discard 1 card of your hand at random. "
               "Needs a card in your hand to be activated.")


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


# (yugioh-wiki.net 《マインドクラッシュ》 and its OCG rulings: it cannot be activated with no card
# in your hand; it resolves with either hand empty, a miss against an empty hand costing you 1)
EFFECTS = [activate(resolve, condition=has_other_hand_card, cost=declare, label="declare a card name")]
