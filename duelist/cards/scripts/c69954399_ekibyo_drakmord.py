"""Ekibyo Drakmord (69954399), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, H, R, TRIGGER, During, Effect, equip_spell
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster: it cannot attack. In the End Phase of its "
               "controller's 2nd turn since this card's activation (the activation turn counts when "
               "it is theirs), the equipped monster is destroyed, and if it is, this card returns to "
               "its owner's hand.")


def _equipped(ctx, card):
    return ctx.related(R.EQUIP) is card


def second_end_phase(ctx, ev):
    monster = ctx.related(R.EQUIP)
    if monster is None or ev.get("phase") != S.PHASE_END or ev.get("player") != monster.controller:
        return False
    return K.turns_of(ctx, monster.controller, K.activation_turn(ctx.card)) == 2


def resolve(ctx):
    monster = ctx.related(R.EQUIP)
    if monster is None:
        return
    destroyed = yield from ctx.destroy([monster])
    if destroyed and ctx.card_still_here:
        ctx.to_hand([ctx.card])


# (the 2003 print, LON-099: "destroys the equipped monster at the end of the 2nd turn of the player
# controlling the monster; this card then returns to its owner's hand", and the OCG text
# 《疫病ウィルス ブラックダスト》 do the same: no ERAS entry)
EFFECTS = equip_spell(None) + [
    Effect(CONTINUOUS, tag="cannot_attack", affects=_equipped,
           label="equipped monster cannot attack"),
    Effect(TRIGGER, events=H.PHASE, range=(S.SZONE,), during=During(own=(S.PHASE_END,), opponent=(S.PHASE_END,)),
           match=second_end_phase, resolve=resolve, destroys=True,
           label="equipped monster's controller's 2nd End Phase: destroy it, return this card to the hand"),
]
