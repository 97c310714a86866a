"""Quillbolt Hedgehog (23571046), Effect Monster."""
from duelist.cards.common import IGNITION, Effect
from duelist.cards.summons import face_up_tuner, revive_self_banished
from duelist.engine import state as S

DESCRIPTION = ("Level 2 EARTH Machine. While it is in your GY and you control a face-up Tuner, you "
               "may Special Summon it from there in your Main Phase; it is banished when it leaves "
               "the field.")


def condition(ctx):
    return bool(face_up_tuner(ctx)) and ctx.can_special_summon(ctx.card)


EFFECTS = [Effect(IGNITION, range=(S.GRAVE,), leaves_grave=True, condition=condition, resolve=revive_self_banished, special_summons=True,
                  label="revive itself (you control a Tuner)")]
