"""Rock Bombardment (20781762), Normal Trap."""
from duelist.cards.common import activate, shuffle_deck

DESCRIPTION = ("Normal Trap. Cost: one Rock monster of your Deck goes to your GY. Then your "
               "opponent takes 500 damage.")


def _rocks(ctx):
    return [c for c in ctx.deck("me") if c.data.card_type == "Monster" and c.data.race == "Rock"]


def can_pay(ctx):
    return any(ctx.can_send_to_grave([c]) for c in _rocks(ctx))


def cost(ctx):
    rocks = [c for c in _rocks(ctx) if ctx.can_send_to_grave([c])]
    chosen = yield from ctx.choose_cards(rocks, 1, prompt="Rock Bombardment: send which Rock monster to the GY?")
    ctx.send_to_grave(chosen, "cost")
    shuffle_deck(ctx, ctx.player)


def resolve(ctx):
    ctx.damage(ctx.opponent, 500)


# The sending is a cost in both texts (TLM 2005: "send ... to inflict"; today's "send ...;"):
# yugioh-wiki.net 《岩投げアタック》: negated, the monster stays in the GY. No ERAS entry.
EFFECTS = [activate(resolve, can_pay=can_pay, cost=cost, inflicts_damage="opponent")]
