"""Lady Ninja Yae (82005435), Effect Monster."""
from duelist.cards.common import IGNITION, Effect

DESCRIPTION = ("Level 3 WIND Warrior. In its controller's Main Phase: discard a WIND monster from the "
               "hand (the cost) to send every Spell and Trap Card the opponent controls (face-up or "
               "Set, the Field Spell too) back to its owner's hand. No limit a turn.")


def wind_monster(ctx, card):
    return card.data.card_type == "Monster" and card.data.attribute == "WIND"


def can_pay(ctx):
    return ctx.any_card("hand", wind_monster)


def cost(ctx):
    fits = ctx.cards_where("hand", wind_monster)
    chosen = yield from ctx.choose_cards(fits, 1, prompt="Lady Ninja Yae: discard which WIND monster?")
    ctx.discard(chosen, "cost")


def resolve(ctx):
    cards = ctx.spells_traps("opp")
    if cards:
        ctx.to_hand(cards)


# (the 2005 text, AST-030, and today's do the same: no ERAS entry)
EFFECTS = [Effect(IGNITION, condition=lambda ctx: bool(ctx.spells_traps("opp")), can_pay=can_pay, cost=cost,
                  discard_cost=True, resolve=resolve,
                  label="discard a WIND monster: return the opponent's Spells and Traps to the hand")]
