"""Desertapir: a Flip effect that turns 1 targeted face-up monster, other than a Desertapir,
face-down in Defense Position.

Sources: the card's text in our words (the 2005 AST print does what today's does: no ERAS
entry); the OCG text of 《砂バク》, our reading of it (a mandatory Flip effect that targets; a monster named
Desertapir, itself or another copy, cannot be chosen); seed 004 §战斗处理时（伤害步骤）的注意 ›
翻转效果的发动 (flipped by an attack, its Flip effect is activated in the Damage Step after damage
calculation and may target the attacker).
The 2005-era wording quoted above is as we recall it (not checked against a scan of the print)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table
from duelist.engine import state as S

TAPIR = "Desertapir"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_desertapir_flip_summoned_turns_a_face_up_monster_face_down():
    """Q: I Flip Summon Desertapir targeting my opponent's face-up Battle Ox: A: Battle Ox is
    turned face-down in Defense Position."""
    table = Table(turn=3, turn_player=0)
    tapir = table.monster(0, TAPIR, position="set")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", tapir)
    s.pick("target", ox, player=0)
    _resolve(s)
    assert ox.card(duel).position == S.FACEDOWN_DEFENSE
    assert tapir.card(duel).position == S.FACEUP_ATTACK


def test_desertapir_cannot_target_a_desertapir():
    """Q: I Flip Summon a Desertapir beside my face-up Desertapir; my opponent has a face-up
    Battle Ox: A: neither Desertapir is a legal target; only Battle Ox is offered."""
    table = Table(turn=3, turn_player=0)
    tapir = table.monster(0, TAPIR, position="set")
    table.monster(0, TAPIR)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", tapir)
    s.expect(request="target", player=0)
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]


def test_desertapir_with_no_face_up_monster_to_target_does_nothing():
    """Q: I Flip Summon Desertapir; the only other monster is my opponent's Set one: A: its Flip
    effect has no target and is not activated; the Set monster stays face-down."""
    table = Table(turn=3, turn_player=0)
    tapir = table.monster(0, TAPIR, position="set")
    other = table.monster(1, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", tapir)
    _resolve(s)
    assert duel.request.kind == "idle"
    assert other.card(duel).position == S.FACEDOWN_DEFENSE


def test_desertapir_attacked_while_set_turns_the_attacker_face_down():
    """Q: my opponent's Battle Ox (1700) attacks my Set Desertapir (300 DEF): A: Desertapir is
    destroyed; its Flip effect targets the attacker in the Damage Step: Battle Ox ends face-down
    in Defense Position."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    ox = table.monster(1, "Battle Ox")
    tapir = table.monster(0, TAPIR, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=tapir)
    _resolve(s)
    s.pick("target", ox, player=0)
    _resolve(s)
    assert grave(duel, 0) == [TAPIR]
    assert ox.card(duel).position == S.FACEDOWN_DEFENSE
