"""Horus the Black Flame Dragon LV6 (11224103), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, STATE, TRIGGER, During, Effect, choose_summon_position, shuffle_deck
from duelist.cards.scripts.c47507260_mystic_swordsman_lv2 import end_phase, new_victim, note_victim
from duelist.engine import state as S

DESCRIPTION = ("Level 6 FIRE Dragon. While face-up on the field, Spell effects do not apply to it "
               "(it can still be targeted, and an Equip Spell equipped, but nothing happens to it). "
               "In the End Phase of a turn in which it destroyed a monster by battle, its controller "
               "may send it to the GY to Special Summon \"Horus the Black Flame Dragon LV8\" from "
               "the hand or Deck (the one way LV8 may be Special Summoned).")

LV8 = 48229808


def _lv8(ctx, card):
    return card.data.code == LV8 and ctx.can_special_summon(card, proper=True, leaving=(ctx.card,))


def can_level_up(ctx):
    return ctx.any_card("hand", _lv8) or ctx.any_card("deck", _lv8)


def level_up(ctx):
    """LV8's own summon (its condition names this effect: `proper`)."""
    found = [c for c in ctx.cards_where("hand", _lv8) + ctx.cards_where("deck", _lv8)]
    if not found:
        return
    chosen = (yield from ctx.choose_cards(found, 1, prompt="Horus LV6: Special Summon which LV8?"))[0]
    from_deck = chosen.location == S.DECK
    position = yield from choose_summon_position(ctx, chosen)
    ctx.special_summon(chosen, position=position, proper=True)
    if from_deck:
        shuffle_deck(ctx)


EFFECTS = [
    Effect(CONTINUOUS, tag=C.UNAFFECTED_BY, value=("Spell",), label="unaffected by Spell effects"),
    # (a fact noted, not an effect: what it destroyed by battle)
    Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True,
           label="note a monster it destroys by battle"),
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_END,), opponent=(S.PHASE_END,)), match=end_phase,
           optional=True, condition=can_level_up, can_pay=lambda ctx: ctx.can_send_to_grave([ctx.card]),
           cost=lambda ctx: ctx.send_to_grave([ctx.card], "cost"), resolve=level_up, special_summons=True,
           label="send it to the GY: Special Summon Horus the Black Flame Dragon LV8"),
]
