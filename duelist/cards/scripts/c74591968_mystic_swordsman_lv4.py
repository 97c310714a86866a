"""Mystic Swordsman LV4 (74591968), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import STATE, TRIGGER, During, Effect
from duelist.cards.scripts.c47507260_mystic_swordsman_lv2 import end_phase, new_victim, note_victim
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Warrior. Its Normal Summon can only be a Set (face-down Defense "
               "Position); it may be Flip Summoned or Special Summoned. When it attacks a face-down "
               "Defense Position monster, at the start of the Damage Step that monster is destroyed "
               "by this effect, still face-down (no flip, no damage calculation). In the End Phase "
               "of a turn in which it destroyed a monster by battle, its controller may send it to "
               "the GY to Special Summon \"Mystic Swordsman LV6\" from the hand or Deck.")

NORMAL_SUMMON_SET_ONLY = True
LV6 = 60482781


def _lv6(ctx, card):
    return card.data.code == LV6 and ctx.can_special_summon(card, leaving=(ctx.card,))


def can_level_up(ctx):
    return ctx.any_card("hand", _lv6) or ctx.any_card("deck", _lv6)


def level_up(ctx):
    yield from K.summon_copy(ctx, LV6, ("hand", "deck"), "Mystic Swordsman LV4: Special Summon which LV6?")


EFFECTS = [
    K.destroy_attacked_in(S.FACEDOWN_DEFENSE, "destroy the face-down monster it attacks"),
    # (a fact noted, not an effect: what it destroyed by battle)
    Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True,
           label="note a monster it destroys by battle"),
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_END,), opponent=(S.PHASE_END,)), match=end_phase,
           optional=True, condition=can_level_up, can_pay=lambda ctx: ctx.can_send_to_grave([ctx.card]),
           cost=lambda ctx: ctx.send_to_grave([ctx.card], "cost"), resolve=level_up, special_summons=True,
           label="send it to the GY: Special Summon Mystic Swordsman LV6"),
]
