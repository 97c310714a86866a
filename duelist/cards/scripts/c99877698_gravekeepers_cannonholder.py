"""Gravekeeper's Cannonholder (99877698), Effect Monster."""
from duelist.cards.common import IGNITION, Effect
from duelist.cards.scripts.c47355498_necrovalley import is_gravekeeper

DESCRIPTION = ("Level 4 DARK Spellcaster. In its controller's Main Phase, as often as they like, "
               "they Tribute 1 Gravekeeper's monster they control that is not a Gravekeeper's "
               "Cannonholder (a cost; never this card) to deal 700 damage to the opponent.")

CODE = 99877698


def _fodder(ctx, card):
    """A Gravekeeper's monster of this player, any way up, but no Cannonholder (this one
    included), that may be Tributed."""
    return card.data.card_type == "Monster" and is_gravekeeper(card) and not ctx.is_named(card, CODE) \
        and not ctx.cannot_be_tributed(card)


def can_pay(ctx):
    return ctx.any_card("monsters", _fodder)


def cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.cards_where("monsters", _fodder), 1,
                                         prompt="Gravekeeper's Cannonholder: Tribute which monster?")
    ctx.send_to_grave(chosen, "tribute")


def resolve(ctx):
    ctx.damage(ctx.opponent, 700)


EFFECTS = [Effect(IGNITION, can_pay=can_pay, cost=cost, resolve=resolve,
                  label="Tribute 1 Gravekeeper's: 700 damage", inflicts_damage="opponent")]
