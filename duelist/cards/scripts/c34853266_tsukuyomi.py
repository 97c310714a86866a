"""Tsukuyomi (34853266), Spirit Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, Target, H, face_up_monsters, spirit_return
from duelist.engine import state as S
from duelist.cards.summons import normal_summoned_self   # ("Normal Summoned": a Tribute Summon too)

DESCRIPTION = ("Level 4 DARK Spellcaster Spirit; it can never be Special Summoned. Whenever it is "
               "Normal Summoned or turned face-up, it must pick a face-up monster on the field (it "
               "may be itself) and turn that monster face-down in Defense Position. In the End Phase "
               "of a turn in which it was Normal Summoned or turned face-up, it goes back to its "
               "owner's hand.")

SUMMON_CONDITION = "never"



def flipped_self(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid


def face_up(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.can_change_position(card, S.FACEDOWN_DEFENSE)  # no Link, no Token


def turn_face_down(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEDOWN_DEFENSE)


def _target():
    return Target(face_up_monsters, filter=face_up, prompt="Tsukuyomi: turn which monster face-down?")


EFFECTS = [
    Effect(TRIGGER, events=H.SUMMONED, match=normal_summoned_self, target=_target(), resolve=turn_face_down,
           label="Normal Summoned: 1 monster face-down"),
    # "when it is flipped face-up": a trigger on its own flip (a Flip Summon, an effect, an
    # attack: then after damage calculation, chain.py `_waits_for_damage_calculation`); no FLIP
    # effect, so Ceasefire does not stop it
    Effect(TRIGGER, events="flipped", match=flipped_self, target=_target(), resolve=turn_face_down,
           label="flipped: 1 monster face-down"),
    spirit_return(),
]
