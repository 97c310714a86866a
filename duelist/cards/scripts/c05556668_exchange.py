"""Exchange (05556668), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: both players show each other their hands; you take 1 card of your "
               "choice from your opponent's hand into yours, then they take 1 card of their choice "
               "from your hand into theirs. A taken card still belongs to its owner (it goes to its "
               "owner's GY or Deck when it leaves). Needs a card in each hand besides this one.")


def condition(ctx):
    """Each player has a card in hand to give (this card, being activated, is not one)."""
    return bool(ctx.hand("opp")) and any(c is not ctx.card for c in ctx.hand("me"))


def resolve(ctx):
    mine = ctx.hand("me")
    theirs = ctx.hand("opp")
    ctx.reveal(mine, ctx.opponent)
    ctx.reveal(theirs, ctx.player)
    # both choose from the hands as they were shown (their uids re-dealt by the reveal: a pick
    # by name), the activating player first; then both cards change hands at the same time
    taken = []
    given = []
    if theirs:
        pick = yield from ctx.choose_option([c.data.name for c in theirs],
                                            "Exchange: take which card of your opponent's hand?")
        taken = [theirs[pick]]
    if mine:
        pick = yield from ctx.choose_option([c.data.name for c in mine],
                                            "Exchange: take which card of your opponent's hand?",
                                            player=ctx.opponent)
        given = [mine[pick]]
    ctx.to_hand(taken, player=ctx.player)
    ctx.to_hand(given, player=ctx.opponent)


EFFECTS = [activate(resolve, condition=condition)]
