"""Hand of Nephthys (98446407), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect, other_card

DESCRIPTION = ("Level 2 WIND Spellcaster. In its controller's Main Phase they may Tribute it and "
               "one other monster they control (a cost) to Special Summon a Sacred Phoenix of "
               "Nephthys from their hand or Deck.")

PHOENIX = 61441708


def _other_tributable(ctx, card):
    return other_card(ctx, card) and not ctx.cannot_be_tributed(card)


def can_pay(ctx):
    # the Tributes free the zone; it too must be one that may be Tributed (Mind Control's take)
    return K.can_tribute_self(ctx) and ctx.any_card("monsters", _other_tributable) and \
        bool(K.copies_of(ctx, PHOENIX))


def cost(ctx):
    other = yield from ctx.choose_cards(ctx.cards_where("monsters", _other_tributable), 1,
                                        prompt="Hand of Nephthys: Tribute which other monster?")
    ctx.send_to_grave([ctx.card] + other, "tribute")


def resolve(ctx):
    yield from K.summon_copy(ctx, PHOENIX, ("hand", "deck"), "Hand of Nephthys: Special Summon which Sacred Phoenix?")


EFFECTS = [Effect(IGNITION, can_pay=can_pay, cost=cost, resolve=resolve, special_summons=True,
                  label="Tribute this and 1 monster: Special Summon Sacred Phoenix")]
