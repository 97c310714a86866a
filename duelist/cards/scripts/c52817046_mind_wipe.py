"""Mind Wipe (52817046), Quick-Play Spell."""
from duelist.cards import kit as K
from duelist.cards.common import activate

DESCRIPTION = ("Quick-Play Spell, only while the opponent holds 1 to 3 cards: the opponent shuffles "
               "their whole hand into their Deck, then draws as many cards as went back.")


def condition(ctx):
    # "3 or fewer": with an empty hand the card could do nothing (as Reload's own condition)
    return 1 <= len(ctx.hand("opp")) <= 3


def resolve(ctx):
    # the hand as it resolves, whatever its size now (Reload's words, the opponent's hand)
    K.shuffle_back_and_draw(ctx, ctx.hand("opp"), ctx.opponent)


EFFECTS = [activate(resolve, condition=condition)]
