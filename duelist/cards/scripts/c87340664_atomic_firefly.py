"""Atomic Firefly (87340664), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 1 LIGHT Insect (100/200). Destroyed by battle while face-up (mandatory, "
               "wherever it goes then): 1000 damage to the controller of the monster that "
               "destroyed it.")


def destroyed_face_up_by_battle(ctx, ev):
    return (K.is_self_move(ctx, ev) or K.is_self_move(ctx, ev, S.BANISHED)) and K.destroyed_by_battle(ev) \
        and ev.get("origin") == S.MZONE and ev.get("face_up") and ev.get("by") in (0, 1)


def resolve(ctx):
    ctx.damage(ctx.event["by"], 1000)


# The 2005 text (AST: when this face-up card on the field is destroyed as a result of battle, the
# player who destroyed it takes 1000 damage) reads as today's: no ERAS entry.
EFFECTS = [Effect(TRIGGER, inflicts_damage="opponent", events="moved", range=(S.GRAVE, S.BANISHED), match=destroyed_face_up_by_battle,
                  damage_step=DS_ALWAYS, resolve=resolve, label="1000 damage to the player who destroyed it")]
