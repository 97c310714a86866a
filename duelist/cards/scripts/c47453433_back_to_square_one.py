"""Back to Square One (47453433), Normal Spell."""
from duelist.cards.common import Target, activate, any_monster, discard_one_cost, has_other_hand_card
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell. Cost: discard 1 card. One targeted monster on the field (either side, "
               "face-up or face-down) goes on top of its owner's Deck (an Extra Deck monster goes back "
               "to the Extra Deck).")


def on_field(ctx, card):
    return card.location == S.MZONE


def resolve(ctx):
    if ctx.targets:
        ctx.to_deck(ctx.targets, shuffle=False)


# The 2005 text (RDS) does what today's does: it targets too (yugioh-wiki.net 《振り出し》, an old
# revision: the old text, with no 「選択」, targets the monster as it is activated): no ERAS entry.
EFFECTS = [activate(resolve, cost=discard_one_cost, discard_cost=True, can_pay=has_other_hand_card,
                    target=Target(any_monster, filter=on_field,
                                  prompt="Back to Square One: put which monster on top of its owner's Deck?"))]
