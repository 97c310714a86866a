"""Gray Wing (29618570), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, IGNITION, Effect, discard_one_cost
from duelist.engine import state as S

DESCRIPTION = ("Level 3 WIND Dragon, 1300 / 700. In its controller's Main Phase 1 only, they may "
               "discard 1 card (a cost): it may declare two attacks in each Battle Phase this turn.")

NOTE = "gray_wing"      # card.info: the turn this object's effect resolved (gone once it moves)


def resolve(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up:
        card.info = dict(card.info or {}, **{NOTE: ctx.turn})


def _twice(ctx, card):
    return card is ctx.card and card.face_up and (card.info or {}).get(NOTE) == ctx.turn


# (the 2005 text, LOD-041: "by discarding 1 card ... this card can attack twice during the same
# Battle Phase; only during Main Phase 1", and today's do the same: no ERAS entry)
EFFECTS = [
    Effect(IGNITION, condition=lambda ctx: ctx.phase == S.PHASE_MAIN1, can_pay=lambda ctx: bool(ctx.hand("me")),
           cost=discard_one_cost, discard_cost=True, resolve=resolve, label="discard 1: two attacks this turn"),
    Effect(CONTINUOUS, tag=C.EXTRA_ATTACKS, affects=_twice, value=lambda ctx, card: 1,
           label="attacks twice this turn"),
]
