"""Horus the Black Flame Dragon LV4 (75830094), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, STATE, TRIGGER, During, Effect
from duelist.cards.scripts.c47507260_mystic_swordsman_lv2 import end_phase, new_victim, note_victim
from duelist.engine import state as S

DESCRIPTION = ("Level 4 FIRE Dragon. While it is face-up, its control cannot change. In the End "
               "Phase of a turn in which it destroyed a monster by "
               "battle, its controller may send it to the GY to Special Summon \"Horus the Black "
               "Flame Dragon LV6\" from the hand or Deck.")

LV6 = 11224103


def _lv6(ctx, card):
    return card.data.code == LV6 and ctx.can_special_summon(card, leaving=(ctx.card,))


def can_level_up(ctx):
    return ctx.any_card("hand", _lv6) or ctx.any_card("deck", _lv6)


def level_up(ctx):
    yield from K.summon_copy(ctx, LV6, ("hand", "deck"), "Horus LV4: Special Summon which LV6?")


def itself(ctx, card):
    return card is ctx.card


EFFECTS = [
    Effect(CONTINUOUS, tag=C.CONTROL_FIXED, affects=itself, label="its control cannot switch"),
    # (a fact noted, not an effect: what it destroyed by battle)
    Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True,
           label="note a monster it destroys by battle"),
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_END,), opponent=(S.PHASE_END,)), match=end_phase,
           optional=True, condition=can_level_up, can_pay=lambda ctx: ctx.can_send_to_grave([ctx.card]),
           cost=lambda ctx: ctx.send_to_grave([ctx.card], "cost"), resolve=level_up, special_summons=True,
           label="send it to the GY: Special Summon Horus the Black Flame Dragon LV6"),
]
