"""Nobleman of Extermination (17449108), Normal Spell."""
from duelist.cards.common import Target, activate, code_of, shuffle_deck
from duelist.engine import state as S
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Normal Spell: picks one Set card in a Spell & Trap Zone (either side), destroys it and "
               "removes it from play instead of the GY; if that was a Trap Card, both players also "
               "banish every copy of it left in their Decks.")


def set_cards(ctx):
    cards = ctx.spells_traps("both")    # (a new list; a Card compares by identity)
    if ctx.card in cards:
        cards.remove(ctx.card)
    return cards


def is_set(ctx, card):
    # still Set at resolution: a Continuous Trap chained to it is face-up then, and stays
    return card.location in (S.SZONE, S.FZONE) and not card.face_up


def resolve(ctx):
    targets = ctx.targets
    if not targets:
        return
    card = targets[0]
    # "destroy it, and if you do, banish it": it never reaches the GY
    destroyed = yield from ctx.destroy([card], banish=True)
    if not destroyed or card.location != S.BANISHED or card.data.card_type != "Trap":
        return
    code = code_of(card)
    for player in (ctx.player, ctx.opponent):
        ctx.banish([c for c in reversed(ctx.deck(player)) if code_of(c) == code])
    for player in (ctx.player, ctx.opponent):
        shuffle_deck(ctx, player)


EFFECTS = [activate(resolve, target=Target(set_cards, filter=is_set,
                                           prompt="Nobleman of Extermination: destroy which Set card?"),
                    destroys=DESTROYS_TARGETS)]
