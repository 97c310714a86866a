"""Insect Queen (91512835), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, STATE, TRIGGER, During, Effect, race_is
from duelist.cards.db import get_card
from duelist.cards.scripts.c47507260_mystic_swordsman_lv2 import new_victim, note_victim, victims
from duelist.engine import state as S

DESCRIPTION = ("Level 7 EARTH Insect (2200/2400). It gains 200 ATK for each face-up Insect monster on "
               "the field (itself counted). To declare an attack with it, its controller must Tribute "
               "1 other monster they control. In the End Phase of a turn it destroyed an opponent's "
               "monster by battle, it Special Summons 1 Insect Monster Token (Level 1 EARTH Insect, "
               "100/100) in Attack Position to its controller's field (not optional).")

INSECT_TOKEN = 91512836     # the card database's Token record (scripts/tokens.jsonl, round 59x)

# the engine Tributes for an attack (C.ATTACK_TRIBUTE_COST) behind the gate of the attack's LP
# cost, which this declares (names.py)
LASTING_TAGS = (C.ATTACK_LP_COST,)

_insect = race_is("Insect")


def _itself(ctx, card):
    return card is ctx.card


def _gain(ctx, card):
    return (200 * ctx.count_cards("monsters", _insect, who="both"), 0)


def _one(ctx, card):
    return 1


def _unpaid(ctx, card):
    """It cannot declare an attack while its controller cannot Tribute for it."""
    return card is ctx.card and not ctx.attack_tributes_payable(card)


def _end_phase(ctx, ev):
    """The End Phase of a turn in which this card (this object: the mark ends with it) destroyed a
    monster by battle (Mystic Swordsman LV2's note of its victims)."""
    return ev.get("phase") == S.PHASE_END and bool(victims(ctx))


def _token(ctx):
    if ctx.free_monster_zone_count() < 1 or ctx.summon_locked():
        return
    ctx.create_token(get_card(INSECT_TOKEN), S.FACEUP_ATTACK)


# The 2005 text (Insect Queen's English print of its time: "offer 1 monster on your side of the
# field as a Tribute" in order for it to attack; 200 ATK per face-up Insect; in the End Phase of the
# turn it destroyed an opponent's monster by battle, Special Summon 1 Insect Monster Token in Attack
# Position) does what today's does: no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag=C.STATS, affects=_itself, value=_gain, label="+200 ATK per face-up Insect"),
    Effect(CONTINUOUS, tag=C.ATTACK_TRIBUTE_COST, affects=_itself, value=_one,
           label="Tribute 1 other monster to declare an attack"),
    Effect(CONTINUOUS, tag=C.CANNOT_DECLARE_ATTACK, affects=_unpaid, label="no attack without a Tribute"),
    # (a fact noted, not an effect: what it destroyed by battle this turn)
    Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True,
           label="note a monster it destroys by battle"),
    # "in the End Phase of the turn it destroyed an opponent's monster by battle" (発動する: mandatory;
    # one End Phase a turn, so once)
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_END,), opponent=(S.PHASE_END,)), match=_end_phase,
           resolve=_token, special_summons=True, label="End Phase: an Insect Monster Token"),
]
