"""Mind Wipe (52817046), Quick-Play Spell."""
from duelist.cards.common import activate
from duelist.engine import state as S

DESCRIPTION = ("Quick-Play Spell, only while the opponent holds 1 to 3 cards: the opponent shuffles "
               "their whole hand into their Deck, then draws as many cards as went back.")


def condition(ctx):
    # "3 or fewer": with an empty hand the card could do nothing (as Reload's own condition)
    return 1 <= len(ctx.hand("opp")) <= 3


def resolve(ctx):
    hand = ctx.hand("opp")      # the hand as it resolves, whatever its size now
    if not hand:
        return
    ctx.to_deck(hand)
    back = [c for c in hand if c.location == S.DECK]
    ctx.then()
    if back:
        ctx.draw(ctx.opponent, len(back))


EFFECTS = [activate(resolve, condition=condition)]
