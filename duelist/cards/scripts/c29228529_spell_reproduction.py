"""Spell Reproduction (29228529), Normal Spell."""
from duelist.cards.common import Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: its cost puts two other Spell Cards from its player's hand into the "
               "Graveyard (a sending, not a discard); it then returns one Spell Card it targets in "
               "that player's Graveyard to the hand.")


def _hand_spells(ctx):
    return [c for c in ctx.hand() if c is not ctx.card and c.data.card_type == "Spell"
            and ctx.can_send_to_grave([c])]


def cost(ctx):
    sent = yield from ctx.choose_cards(_hand_spells(ctx), 2,
                                       prompt="Spell Reproduction: send which 2 Spells from your hand?")
    ctx.send_to_grave(sent, "cost")


def my_grave(ctx):
    return ctx.grave("me")


def grave_spell(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and card.data.card_type == "Spell"


def resolve(ctx):
    if ctx.targets:
        ctx.to_hand(ctx.targets)


# The 2005 text (DCR: send 2 Spell Cards from your hand to the Graveyard, select 1 Spell Card in
# your Graveyard and add it to your hand) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, cost=cost, can_pay=lambda ctx: len(_hand_spells(ctx)) >= 2,
                    target=Target(my_grave, filter=grave_spell,
                                  prompt="Spell Reproduction: add which Spell from your GY?"))]
