"""The Inexperienced Spy (81820689), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: pick one of the cards in your opponent's hand without seeing it; "
               "you (only you) get to see which card it is.")


def condition(ctx):
    return bool(ctx.hand("opp"))


def resolve(ctx):
    hand = ctx.hand("opp")
    if not hand:
        return
    index = 0
    if len(hand) > 1:
        labels = ["card %d of %d in your opponent's hand" % (i + 1, len(hand)) for i in range(len(hand))]
        index = yield from ctx.choose_option(labels, "The Inexperienced Spy: look at which card?")
    ctx.reveal([hand[index]], ctx.player)


EFFECTS = [activate(resolve, condition=condition)]
