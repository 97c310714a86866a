"""Lighten the Load (37231841), Continuous Spell."""
from duelist.cards.common import IGNITION, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: once per turn, in your Main Phase, you can shuffle a Level 7 "
               "or higher monster from your hand into the Deck, then draw 1 card (both part of "
               "the effect, none a cost).")


def _level_7_or_more(ctx, card):
    return card.data.card_type == "Monster" and ctx.level(card) >= 7


def condition(ctx):
    card = ctx.card
    return card.activated and card.face_up and ctx.any_card("hand", _level_7_or_more)


def resolve(ctx):
    heavy = ctx.cards_where("hand", _level_7_or_more)
    if not heavy:
        return
    chosen = yield from ctx.choose_cards(heavy, 1, prompt="Lighten the Load: shuffle which monster into the Deck?")
    ctx.to_deck(chosen)
    ctx.then()
    ctx.draw(ctx.player, 1)


EFFECTS = [
    activate(),
    # (a Continuous Spell's effect needs its card: should it leave the field in answer, nothing
    # is shuffled and nothing drawn: yugioh-wiki.net 《軽量化》)
    Effect(IGNITION, range=(S.SZONE,), condition=condition, resolve=resolve, once_per_turn=True,
           label="shuffle a Level 7+ monster from the hand into the Deck, draw 1"),
]
