"""The Agent of Force - Mars (91123920), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 LIGHT Fairy (0/0). Spell effects do not apply to it. While its controller "
               "controls a face-up \"The Sanctuary in the Sky\" and has more LP than the opponent, "
               "it gains ATK and DEF equal to the difference.")

SANCTUARY = 56433456


def _face_up_sanctuary(ctx, card):
    return card.location == S.FZONE and card.face_up and SANCTUARY in (card.data.code, card.data.alias)


def controls_sanctuary(ctx):
    """Its player controls a face-up "The Sanctuary in the Sky" (Mars, Saturn: "on your side of
    the field")."""
    return ctx.any_card("spells_traps", _face_up_sanctuary)


def lp_lead(ctx):
    """How many LP its player has over the opponent (0 when not more)."""
    return max(0, ctx.lp(ctx.player) - ctx.lp(ctx.opponent))


def boost(ctx, card):
    lead = lp_lead(ctx)
    if lead and controls_sanctuary(ctx):
        return (lead, lead)
    return (0, 0)


EFFECTS = [
    Effect(CONTINUOUS, tag=C.UNAFFECTED_BY, value=("Spell",), label="unaffected by Spell effects"),
    Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=boost,
           label="gains the LP difference with The Sanctuary in the Sky"),
]
