"""Gravekeeper's Spy (24317029), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, choose_summon_position, shuffle_deck
from duelist.cards.scripts.c47355498_necrovalley import is_gravekeeper

DESCRIPTION = ("Flip effect: when flipped face-up, its controller must bring out one "
               "Gravekeeper's monster whose printed ATK is 1500 or less from their Deck by "
               "Special Summon (face-up, Attack or Defense Position as they choose).")


def _fits(ctx, card):
    return card.data.card_type == "Monster" and is_gravekeeper(card) and \
        (card.data.atk or 0) <= 1500 and ctx.can_special_summon(card)


def resolve(ctx):
    fits = [c for c in ctx.deck("me") if _fits(ctx, c)]
    if fits:
        chosen = yield from ctx.choose_cards(fits, 1, prompt="Gravekeeper's Spy: Special Summon which monster?")
        if chosen:
            card = chosen[0]
            position = yield from choose_summon_position(ctx, card)
            ctx.special_summon(card, position=position)
    shuffle_deck(ctx)


EFFECTS = [Effect(FLIP, resolve=resolve, special_summons=True, label="Special Summon from Deck")]
