"""Pitch-Black Power Stone (34029630), Continuous Trap."""
from duelist.cards.common import EV, M, QUICK, STATE, Effect, Target, activate
from duelist.cards.scripts.c07802006_magical_plant_mandragola import counter_room
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: it is activated with 3 Spell Counters on it. Once per turn, in its "
               "controller's own turn, they can target another face-up card on the field that can hold a "
               "Spell Counter and move 1 counter from this card onto it. Once it holds none, it is "
               "destroyed.")

COUNTER = M.SPELL_COUNTER


def _count(ctx, card):
    return ctx.marked(card, COUNTER, 0)


def _set(ctx, card, n):
    ctx.mark(card, COUNTER, n)
    ctx.announce(card, EV.COUNTER, counter="Spell Counter", count=n)


def charge(ctx):
    card = ctx.card
    if ctx.card_still_here and card.face_up:
        _set(ctx, card, 3)


def _receivers(ctx):
    return [c for c in ctx.field("both") if c is not ctx.card and counter_room(ctx, c)]


def _can_move(ctx):
    return ctx.turn_player == ctx.player and _count(ctx, ctx.card) > 0


def move(ctx):
    card = ctx.card
    if card.location != S.SZONE or not card.face_up or _count(ctx, card) < 1:
        return
    for target in ctx.targets:
        if counter_room(ctx, target):
            _set(ctx, card, _count(ctx, card) - 1)
            _set(ctx, target, _count(ctx, target) + 1)


def _empty(ctx):
    card = ctx.card
    return card.location == S.SZONE and card.face_up and card.activated and _count(ctx, card) == 0


def destroy_this(ctx):
    yield from ctx.destroy([ctx.card])


# The OCG text of 《漆黒のパワーストーン》 (round 59y: the move targets and is used only in its
# controller's own turn), played in both eras (the 2004 English wording unchecked): no ERAS entry.
# Our readings: the counter is taken off and placed as the effect resolves (no cost); it holds no
# MAX_COUNTERS, so no other card's effect adds counters to it (Magical Plant Mandragola).
EFFECTS = [
    activate(charge, label="3 Spell Counters"),
    Effect(QUICK, range=(S.SZONE,), once_per_turn=True, condition=_can_move, resolve=move,
           target=Target(_receivers, prompt="Pitch-Black Power Stone: put the Spell Counter on which card?"),
           label="move 1 Spell Counter"),
    Effect(STATE, range=(S.SZONE,), condition=_empty, resolve=destroy_this, label="no Spell Counter left"),
]
