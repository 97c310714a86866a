"""Pitch-Black Power Stone (34029630), Continuous Trap."""
from duelist.cards.common import EV, M, QUICK, STATE, Effect, activate
from duelist.cards.scripts.c07802006_magical_plant_mandragola import counter_room
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: it is activated with 3 Spell Counters on it. Once per turn its "
               "controller can move 1 of them onto another face-up card on the field that can hold a "
               "Spell Counter (picked as it resolves). Once it holds none, it is destroyed.")

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
    return _count(ctx, ctx.card) > 0 and bool(_receivers(ctx))


def move(ctx):
    card = ctx.card
    if card.location != S.SZONE or not card.face_up or _count(ctx, card) < 1:
        return
    options = _receivers(ctx)
    if not options:
        return
    chosen = yield from ctx.choose_cards(options, 1, prompt="Pitch-Black Power Stone: put the Spell Counter on which card?")
    if not chosen:
        return
    _set(ctx, card, _count(ctx, card) - 1)
    _set(ctx, chosen[0], _count(ctx, chosen[0]) + 1)


def _empty(ctx):
    card = ctx.card
    return card.location == S.SZONE and card.face_up and card.activated and _count(ctx, card) == 0


def destroy_this(ctx):
    yield from ctx.destroy([ctx.card])


# One meaning in both eras (the DR1 / MFC print and the OCG text of 《漆黒のパワーストーン》): no ERAS
# entry. Our readings: the counter is taken off and placed as the effect resolves (no cost, no target);
# it holds no MAX_COUNTERS, so no other card's effect adds counters to it (Magical Plant Mandragola).
EFFECTS = [
    activate(charge, label="3 Spell Counters"),
    Effect(QUICK, range=(S.SZONE,), once_per_turn=True, condition=_can_move, resolve=move,
           label="move 1 Spell Counter"),
    Effect(STATE, range=(S.SZONE,), condition=_empty, resolve=destroy_this, label="no Spell Counter left"),
]
