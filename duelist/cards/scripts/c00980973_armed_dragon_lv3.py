"""Armed Dragon LV3 (00980973), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 WIND Dragon. In its controller's Standby Phase they may send this face-up "
               "card to the GY (a cost) to Special Summon an \"Armed Dragon LV5\" from their hand "
               "or Deck.")

LV5 = 46384672


def _lv5(ctx, card):
    return card.data.code == LV5 and ctx.can_special_summon(card, leaving=(ctx.card,))


def can_pay(ctx):
    card = ctx.card
    return card.face_up and card.location == S.MZONE and ctx.can_send_to_grave([card]) and \
        (ctx.any_card("hand", _lv5) or ctx.any_card("deck", _lv5))


def cost(ctx):
    ctx.send_to_grave([ctx.card], "cost")


def level_up(ctx):
    yield from K.summon_copy(ctx, LV5, ("hand", "deck"), "Armed Dragon LV3: Special Summon which LV5?")


# The 2005 text (SOD) and today's do the same: no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=K.standby_match(face_up=True), optional=True,
           can_pay=can_pay, cost=cost, resolve=level_up, special_summons=True,
           label="send it to the GY: Special Summon Armed Dragon LV5"),
]
