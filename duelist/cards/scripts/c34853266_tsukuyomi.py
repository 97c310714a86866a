"""Tsukuyomi (34853266), Spirit Effect Monster."""
from duelist.cards.common import FLIP, TRIGGER, Effect, Target, face_up_monsters
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Spellcaster Spirit; it can never be Special Summoned. Whenever it is "
               "Normal Summoned or turned face-up, it must pick a face-up monster on the field (it "
               "may be itself) and turn that monster face-down in Defense Position. In the End Phase "
               "of a turn in which it was Normal Summoned or turned face-up, it goes back to its "
               "owner's hand.")

SUMMON_CONDITION = "never"

# log events (this turn, about this object) that mean "Normal Summoned or flipped face-up"
_ARRIVALS = ("summon", "flip_summon", "flip")


def _turn_start(log):
    for i in range(len(log) - 1, -1, -1):
        if log[i]["type"] == "turn":
            return i
    return 0


def summoned_or_flipped_this_turn(duel, card):
    log = duel.log
    for i in range(len(log) - 1, _turn_start(log) - 1, -1):
        event = log[i]
        if event.get("uid") != card.uid:
            continue
        kind = event["type"]
        if kind == "summon" and event.get("kind") == "normal":
            return True
        if kind in ("flip_summon", "flip"):
            return True
        if kind == "position" and event.get("from") == S.FACEDOWN_DEFENSE and event.get("to") != S.FACEDOWN_DEFENSE:
            return True
    return False


def normal_summoned(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") == "normal"


def face_up(ctx, card):
    return card.location == S.MZONE and card.face_up


def turn_face_down(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEDOWN_DEFENSE)


def end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END and summoned_or_flipped_this_turn(ctx.duel, ctx.card)


def return_to_hand(ctx):
    card = ctx.card
    if card.uid == ctx.link.card_uid and card.location == S.MZONE and card.face_up:
        ctx.to_hand([card])


def _target():
    return Target(face_up_monsters, filter=face_up, prompt="Tsukuyomi: turn which monster face-down?")


EFFECTS = [
    Effect(TRIGGER, events="summoned", match=normal_summoned, target=_target(), resolve=turn_face_down,
           label="Normal Summoned: 1 monster face-down"),
    # "when it is flipped face-up": like a flip effect, it waits until after damage calculation
    # when an attack flipped it (the engine's FLIP kind gives that timing)
    Effect(FLIP, target=_target(), resolve=turn_face_down, label="flipped: 1 monster face-down"),
    Effect(TRIGGER, events="phase", match=end_phase, resolve=return_to_hand, label="Spirit: return to hand"),
]
