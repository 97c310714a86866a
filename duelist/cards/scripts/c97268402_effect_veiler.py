"""Effect Veiler (97268402), Tuner Effect Monster."""
from duelist.cards.common import QUICK, During, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 1 LIGHT Spellcaster Tuner. In your opponent's Main Phase you may send it from "
               "your hand to the GY (a cost) to target a face-up Effect Monster your opponent "
               "controls: that monster's effects are negated until the end of the turn (an effect "
               "of it already on the chain included, if it is still there face-up).")


# "during your opponent's Main Phase"
condition = During(opponent=(S.PHASE_MAIN1, S.PHASE_MAIN2))


def cost(ctx):
    ctx.send_to_grave([ctx.card], "cost")


def _effect_monsters(ctx):
    return [c for c in ctx.monsters("opp", face_up=True) if "Effect" in (c.data.kinds or ())]


def resolve(ctx):
    for card in ctx.targets:
        ctx.negate_effects(card)


# (its cost sends it to the GY: not payable where it would be banished instead, Macro Cosmos)
EFFECTS = [Effect(QUICK, range=(S.HAND,), condition=condition, cost=cost,
                  can_pay=lambda ctx: ctx.can_send_to_grave([ctx.card]),
                  target=Target(_effect_monsters, filter=lambda ctx, c: c.face_up and c.location == S.MZONE,
                                prompt="Effect Veiler: negate which monster's effects?"),
                  resolve=resolve, label="from the hand: negate a monster's effects")]
