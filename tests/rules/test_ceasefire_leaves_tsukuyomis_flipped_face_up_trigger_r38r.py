"""Ceasefire stops only the effects of Flip monsters: Tsukuyomi, a Spirit whose "when this
card is flipped face-up" effect is a trigger on its flip, still activates it (round 38r).

Ruling: Ceasefire's text (OCG: このとき、リバース効果モンスターの効果は発動しない; TCG: "Flip
monsters' effects are not activated") names Flip Effect Monsters; Tsukuyomi is a Spirit Effect
Monster (召喚・リバースした時), no Flip monster. seed 000 §效果分類 誘發效果 (a trigger starts at
its moment). The engine already plays Stealth Bird so (its flip trigger is a TRIGGER:
tests/rules/test_what_a_monster_flipped_face_up_starts_r38r.py); Tsukuyomi's script gives
its flip part the engine's FLIP kind only to get the after-damage-calculation timing (see
request R2), so Ceasefire's `flip_effects=False` drops it."""

from duelist.engine import state as S
from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def test_ceasefire_flipping_tsukuyomi_face_up_starts_its_trigger():
    """Question: Ceasefire turns player 1's Set Tsukuyomi face-up. Is its "when flipped
    face-up: turn 1 face-up monster face-down" effect activated? Answer: yes -- Tsukuyomi is no
    Flip monster; player 1 turns Battle Ox face-down."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Ceasefire")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Tsukuyomi", position="set")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Ceasefire")
    for _ in range(8):
        request = duel.request
        if request.kind == "idle":
            break
        if request.kind == "target":
            s.pick("target", "Battle Ox", player=1)
        else:
            s.pick("pass")
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Ceasefire", "Tsukuyomi"]
    assert ox.card(duel).position == S.FACEDOWN_DEFENSE
