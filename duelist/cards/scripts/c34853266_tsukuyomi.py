"""Tsukuyomi (34853266), Spirit Effect Monster."""
from duelist.cards.common import FLIP, TRIGGER, Effect, Target, H, face_up_monsters, spirit_return
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Spellcaster Spirit; it can never be Special Summoned. Whenever it is "
               "Normal Summoned or turned face-up, it must pick a face-up monster on the field (it "
               "may be itself) and turn that monster face-down in Defense Position. In the End Phase "
               "of a turn in which it was Normal Summoned or turned face-up, it goes back to its "
               "owner's hand.")

SUMMON_CONDITION = "never"


def normal_summoned(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") == "normal"


def face_up(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.duel.can_change_position(card)   # no Link


def turn_face_down(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEDOWN_DEFENSE)


def _target():
    return Target(face_up_monsters, filter=face_up, prompt="Tsukuyomi: turn which monster face-down?")


EFFECTS = [
    Effect(TRIGGER, events=H.SUMMONED, match=normal_summoned, target=_target(), resolve=turn_face_down,
           label="Normal Summoned: 1 monster face-down"),
    # "when it is flipped face-up": like a flip effect, it waits until after damage calculation
    # when an attack flipped it (the engine's FLIP kind gives that timing)
    Effect(FLIP, target=_target(), resolve=turn_face_down, label="flipped: 1 monster face-down"),
    spirit_return(),
]
