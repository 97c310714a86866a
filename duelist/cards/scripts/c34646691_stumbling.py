"""Stumbling (34646691), Continuous Spell."""
from duelist.cards.common import TRIGGER, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: while it stays face-up, each monster Normal, Flip or Special Summoned "
               "in face-up Attack Position (either player's) is changed to Defense Position: a "
               "mandatory effect of this card that starts a chain link as the summon succeeds.")


def _summoned_attacking(ctx, ev):
    card = ctx.card_by_uid(ev["uid"])
    return card is not None and card.location == S.MZONE and card.position == S.FACEUP_ATTACK


def resolve(ctx):
    card = ctx.card_by_uid(ctx.event["uid"])
    if card is not None and card.location == S.MZONE and card.position == S.FACEUP_ATTACK:
        ctx.change_position(card, S.FACEUP_DEFENSE)


# The 2005 text (IOC-035: a monster that is Normal, Flip or Special Summoned is changed to Defense
# Position) does what today's does: no ERAS entry.
EFFECTS = [
    activate(),
    Effect(TRIGGER, events="summoned", range=(S.SZONE,), match=_summoned_attacking, resolve=resolve,
           label="a summoned monster is changed to Defense Position"),
]
