"""Mask of the Accursed (56948373), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, TRIGGER, During, Effect, R, equip_spell
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster: the equipped monster cannot attack, and in each "
               "Standby Phase of this card's controller the equipped monster's controller takes 500 "
               "damage (a mandatory trigger).")


def _equipped(ctx, card):
    return ctx.related(R.EQUIP) is card


def _holder(ctx):
    holder = ctx.related(R.EQUIP)
    return holder if holder is not None and holder.location == S.MZONE else None


def burn(ctx):
    holder = _holder(ctx)
    if holder is not None:
        ctx.damage(holder.controller, 500)


# One meaning in both eras (the LON print and today's: it cannot attack; 500 to its controller in each
# of your Standby Phases; the OCG text of 《呪魂の仮面》 the same): no ERAS entry.
EFFECTS = equip_spell(None) + [
    Effect(CONTINUOUS, tag="cannot_attack", affects=_equipped, label="the equipped monster cannot attack"),
    Effect(TRIGGER, events="phase", range=(S.SZONE,), during=During(own=(S.PHASE_STANDBY,)),
           match=K.standby_match(rest=lambda ctx: _holder(ctx) is not None), resolve=burn,
           label="500 damage to the equipped monster's controller", inflicts_damage="both"),
]
