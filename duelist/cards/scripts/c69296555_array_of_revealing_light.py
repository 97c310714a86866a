"""Array of Revealing Light (69296555), Field Spell."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, Effect, activate
from duelist.engine import state as S
from duelist.engine.names import M

# the Type declared on activation and kept as the card's mark: DNA Surgery's own (the same words)
from duelist.cards.scripts.c74701381_dna_surgery import _declare, resolve

DESCRIPTION = ("Field Spell: when you activate it, declare a monster Type; while it stays face-up, "
               "no monster of that Type, either player's, can declare an attack in the turn it was "
               "Normal Summoned, Flip Summoned or Special Summoned.")


def summoned_this_turn(ctx, card):
    """Normal, Tribute, Flip or Special Summoned in this turn (a Set, or a monster that only
    changed control or position, is not)."""
    kind = card.summon_kind
    if kind is None or kind == "set":
        return False
    if kind == "flip":
        return card.position_turn == ctx.turn
    return card.turn_placed == ctx.turn


def held(ctx, card):
    race = ctx.marked(ctx.card, M.DECLARED)
    return race is not None and card.location == S.MZONE and card.face_up and ctx.race(card) == race and \
        summoned_this_turn(ctx, card)


def _effects(types):
    return [
        activate(resolve, cost=_declare(types)),
        Effect(CONTINUOUS, tag=C.CANNOT_DECLARE_ATTACK, affects=held,
               label="the declared Type cannot attack the turn it is summoned"),
    ]


EFFECTS = _effects(K.MONSTER_TYPES)

# the 2005 text (GOAT): only the Types that existed then may be declared (as DNA Surgery's)
ERAS = {"2005": {"EFFECTS": _effects(K.MONSTER_TYPES_2005)}}
