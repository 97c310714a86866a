"""A Feather of the Phoenix (49140998), Normal Spell."""
from duelist.cards.common import Target, activate, discard_one_cost, has_other_hand_card
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell. Cost: discard 1 card. One targeted card in your GY (the discarded one "
               "too) is put on top of your Deck (an Extra Deck monster goes back to the Extra Deck).")


def own_grave(ctx):
    return ctx.grave("me")


def in_own_grave(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player


def resolve(ctx):
    ctx.to_deck(ctx.targets, shuffle=False)


# a card must be in the GY before the discard (yugioh-wiki.net 《鳳凰神の羽根》: the discarded
# card may then be the target, "if another card is in the GY")
EFFECTS = [activate(resolve, cost=discard_one_cost, discard_cost=True, can_pay=has_other_hand_card,
                    condition=lambda ctx: ctx.any_card("grave", in_own_grave),
                    target=Target(own_grave, filter=in_own_grave,
                                  prompt="A Feather of the Phoenix: put which card on top of your Deck?"))]
