"""Ojama Delta Hurricane!! (8251996), Normal Spell."""
from duelist.cards.common import activate
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Normal Spell: with face-up \"Ojama Green\", \"Ojama Yellow\" and \"Ojama Black\" on "
               "your own field it may be activated, and it destroys every card the opponent controls: "
               "monsters, Spells and Traps, face-up or Set.")

OJAMA_GREEN, OJAMA_YELLOW, OJAMA_BLACK = 12482652, 42941100, 79335209


def _trio(ctx):
    for code in (OJAMA_GREEN, OJAMA_YELLOW, OJAMA_BLACK):
        if not ctx.any_card("monsters", lambda c, card, code=code: card.face_up and c.is_named(card, code)):
            return False
    return bool(ctx.field("opp"))


def _opponents_cards(ctx):
    return ctx.field("opp")


def resolve(ctx):
    yield from ctx.destroy(ctx.field("opp"))


# (the 2005 print, IOC-034, does the same: no ERAS entry)
EFFECTS = [activate(resolve, condition=_trio, destroys=Destroys(_opponents_cards))]
