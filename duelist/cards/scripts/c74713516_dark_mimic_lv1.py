"""Dark Mimic LV1 (74713516), Flip Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import FLIP, TRIGGER, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 1 DARK Fiend. When it is flipped face-up, its controller draws 1 card. In "
               "its controller's Standby Phase they may send it (face-up) to the GY to Special "
               "Summon a Dark Mimic LV3 from their hand or Deck.")

LV3 = 1102515


def flip(ctx):
    ctx.draw(ctx.player, 1)


def _lv3s(ctx):
    return [c for c in K.copies_of(ctx, LV3) if ctx.can_special_summon(c)]


def can_pay(ctx):
    return ctx.card.face_up and ctx.card.location == S.MZONE and bool(_lv3s(ctx)) and \
        ctx.can_send_to_grave([ctx.card])


def cost(ctx):
    ctx.send_to_grave([ctx.card], "cost")


def level_up(ctx):
    yield from K.summon_copy(ctx, LV3, ("hand", "deck"), "Dark Mimic LV1: Special Summon which Dark Mimic LV3?")


EFFECTS = [
    Effect(FLIP, resolve=flip, label="draw 1"),
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=K.standby_match(face_up=True), optional=True, can_pay=can_pay, cost=cost,
           resolve=level_up, special_summons=True, label="level up to Dark Mimic LV3"),
]
