"""Blasting Fuse (99788587), Normal Trap."""
from duelist.cards.common import activate
from duelist.engine import state as S
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Normal Trap, activated from where it was Set, only while every zone of its column "
               "holds a card (both players' Monster and Spell & Trap Zones there, and the Extra "
               "Monster Zone if the column has one): destroy every card in that column. Xyz "
               "Materials are not cards on the field, so they are not destroyed with their monster.")


def full_column(ctx):
    return ctx.card.location == S.SZONE and ctx.column_cards()[1]


def _column(ctx):
    return [c for c in ctx.column_cards()[0] if c is not ctx.card]


def resolve(ctx):
    cards, _ = ctx.column_cards()
    others = [c for c in cards if c is not ctx.card]
    if others:
        yield from ctx.destroy(others)


EFFECTS = [activate(resolve, condition=full_column, destroys=Destroys(_column))]
