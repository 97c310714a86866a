"""Spell Vanishing (29735721), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, activate, shuffle_deck, top_link_is
from duelist.engine import state as S

DESCRIPTION = ("Counter Trap: when a Spell Card is activated, discard 2 cards (a cost) to negate "
               "the activation and destroy that Spell; then its player looks at the opponent's "
               "hand and Deck and sends every card there with the destroyed Spell's name to the GY.")


def _others(ctx):
    return [c for c in ctx.hand("me") if c is not ctx.card]


def cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.hand("me"), 2, prompt="Spell Vanishing: discard 2 cards")
    ctx.discard(chosen, "cost")


def resolve(ctx):
    link = ctx.responding_to
    if link is None:
        return
    spell = ctx.link_card(link)
    there = spell.uid == link.card_uid and spell.on_field     # (still there to be destroyed)
    if not (yield from ctx.negate_and_destroy(link)):
        return
    if not there or spell.location not in (S.GRAVE, S.BANISHED):
        return                  # not destroyed by it (gone before, or saved): no name to look for
    name = spell.data.name
    hand, deck = ctx.hand("opp"), ctx.deck("opp")
    ctx.reveal(hand + deck, ctx.player)
    same = [c for c in hand + deck if c.data.name == name]
    if same:
        ctx.send_to_grave(same)
    shuffle_deck(ctx, ctx.opponent)


EFFECTS = [activate(resolve, condition=top_link_is("Spell"), cost=cost, discard_cost=True,
                    can_pay=lambda ctx: len(_others(ctx)) >= 2, destroys=DESTROYS_NEGATED)]
