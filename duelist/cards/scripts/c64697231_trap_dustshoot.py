"""Trap Dustshoot (64697231), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Trap, only while the opponent holds four cards or more: you see their whole "
               "hand and put one monster card of it, your pick, back into their Deck (shuffled).")


def condition(ctx):
    return len(ctx.hand("opp")) >= 4


def resolve(ctx):
    hand = ctx.hand("opp")
    if not hand:
        return
    ctx.reveal(hand, ctx.player)
    monsters = [c for c in hand if c.data.card_type == "Monster"]
    if not monsters:
        return
    # after the reveal the activator has seen the hand: they pick by name (cf. Confiscation)
    labels = [c.data.name for c in monsters]
    pick = yield from ctx.choose_option(labels, "Trap Dustshoot: return which monster to the Deck?")
    ctx.to_deck([monsters[pick]])


EFFECTS = [activate(resolve, condition=condition)]
