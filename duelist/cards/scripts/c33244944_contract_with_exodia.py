"""Contract with Exodia (33244944), Normal Spell."""
from duelist.cards.common import activate, choose_summon_position, code_of

DESCRIPTION = ("Normal Spell: while all five Forbidden One pieces are in your GY, Special Summon "
               "Exodia Necross from your hand (the one summon its condition allows).")

NECROSS = 12600382
PIECES = (33396948, 7902349, 70903634, 44519536, 8124921)   # the five Forbidden One pieces
# the cards its text names (engine/extra.py `mentions`)
MENTIONS = ("Exodia Necross", "Exodia the Forbidden One", "Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
            "Left Leg of the Forbidden One", "Right Leg of the Forbidden One")


def all_pieces_in_grave(ctx):
    there = set(code_of(c) for c in ctx.grave("me"))
    return all(piece in there for piece in PIECES)


def _necross(ctx):
    return [c for c in ctx.hand("me") if c.data.code == NECROSS and ctx.can_special_summon(c, proper=True)]


def condition(ctx):
    return all_pieces_in_grave(ctx) and bool(_necross(ctx))


def resolve(ctx):
    if not all_pieces_in_grave(ctx):
        return
    choices = _necross(ctx)
    if not choices:
        return
    chosen = yield from ctx.choose_cards(choices, 1, prompt="Contract with Exodia: Special Summon Exodia Necross")
    position = yield from choose_summon_position(ctx, chosen[0])
    ctx.special_summon(chosen[0], position=position, proper=True)


EFFECTS = [activate(resolve, special_summons=True, condition=condition)]
