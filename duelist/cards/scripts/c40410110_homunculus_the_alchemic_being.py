"""Homunculus the Alchemic Being (40410110), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, IGNITION, M, STATE, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Plant (1800/1600). Once per turn, in its controller's Main Phase, they "
               "may name another Attribute: it has that Attribute while it stays face-up on the field "
               "(once its effects are negated the change is gone for good).")

ATTRIBUTES = ["DARK", "EARTH", "FIRE", "LIGHT", "WATER", "WIND"]


def resolve(ctx):
    card = ctx.card
    if card.location != S.MZONE or not card.face_up or card.uid != ctx.link.card_uid:
        return
    now = ctx.attribute(card)
    others = [a for a in ATTRIBUTES if a != now]
    pick = yield from ctx.choose_option(others, "Homunculus the Alchemic Being: which Attribute?")
    ctx.declare("Attribute", others[pick])
    ctx.mark(card, M.DECLARED, others[pick])      # (gone when it leaves or turns face-down)


def changed(ctx, card):
    return card is ctx.card and ctx.marked(card, M.DECLARED) is not None


def lost(ctx):
    """A change it gave itself ends for good once its effects are negated (docs/cards.md, the
    Number 17: Leviathan Dragon FAQ read for its own gains; our reading for its Attribute)."""
    return ctx.marked(ctx.card, M.DECLARED) is not None and ctx.is_negated(ctx.card)


# (the 2005 print, RDS-EN034, and today's do the same: no ERAS entry; DIVINE is not named)
EFFECTS = [
    Effect(IGNITION, once_per_turn=True, resolve=resolve, label="change its Attribute"),
    Effect(CONTINUOUS, tag=C.ATTRIBUTE, affects=changed, value=lambda ctx, card: ctx.marked(card, M.DECLARED),
           label="of the named Attribute"),
    Effect(STATE, condition=lost, resolve=lambda ctx: ctx.unmark(ctx.card, M.DECLARED), while_negated=True,
           label="negated: the named Attribute is gone"),
]
