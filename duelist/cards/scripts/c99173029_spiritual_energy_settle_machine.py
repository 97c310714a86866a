"""Spiritual Energy Settle Machine (99173029), Continuous Spell."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, DS_ALWAYS, TRIGGER, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: while it is face-up, Spirit monsters do not return to the hand "
               "in the End Phase. In each of your End Phases discard 1 card, or it is destroyed. "
               "When it leaves the field, every face-up Spirit monster on the field returns to "
               "its owner's hand.")


def left_face_up(ctx, ev):
    """This card's own move off the field from a Spell & Trap Zone while face-up (and activated)."""
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and ev.get("origin") == S.SZONE \
        and ev.get("face_up")


def _face_up_spirits(ctx):
    return ctx.cards_where("monsters", lambda ctx, c: c.face_up and "Spirit" in c.data.kinds, "both")


def return_spirits(ctx):
    spirits = _face_up_spirits(ctx)
    if spirits:
        ctx.to_hand(spirits)


EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag=C.SPIRIT_STAYS, label="Spirits stay on the field"),
    K.discard_upkeep(S.PHASE_END),
    # a mandatory trigger where it went (the GY or banished face-up; a hidden place activates
    # nothing: seed 000 §誘發效果)
    Effect(TRIGGER, events="moved", range=(S.GRAVE, S.BANISHED), match=left_face_up, damage_step=DS_ALWAYS,
           resolve=return_spirits, label="it left the field: the face-up Spirits return to the hand"),
]
