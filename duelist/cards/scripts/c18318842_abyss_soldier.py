"""Abyss Soldier (18318842), Effect Monster."""
from duelist.cards.common import IGNITION, Effect, Target

DESCRIPTION = ("Level 4 WATER Aqua. Once per turn, in its controller's Main Phase: throw away a WATER "
               "monster from the hand (the cost) and pick a card on the field; it goes back to its "
               "owner's hand.")


def water_monster(card):
    return card.data.card_type == "Monster" and card.data.attribute == "WATER"


def can_pay(ctx):
    return ctx.any_card("hand", lambda ctx, card: water_monster(card))


def cost(ctx):
    fits = [c for c in ctx.hand("me") if water_monster(c)]
    chosen = yield from ctx.choose_cards(fits, 1, prompt="Abyss Soldier: discard which WATER monster?")
    ctx.discard(chosen, "cost")


def resolve(ctx):
    if ctx.targets:
        ctx.to_hand(ctx.targets)


EFFECTS = [Effect(IGNITION, once_per_turn=True, can_pay=can_pay, cost=cost, discard_cost=True, resolve=resolve,
                  target=Target(lambda ctx: ctx.field("both"), prompt="Abyss Soldier: return which card?"),
                  label="discard a WATER monster: return a card to the hand")]
