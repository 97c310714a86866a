"""An Ignition Effect activated on the field resolves though its monster left the field in the
chain (round 39r).

seed 000 §效果分類 › 起動效果: "已經發動的起動效果，即使在發動的怪獸發生離開場上等場所移動的情況下
效果也會處理" -- only an effect that says "only while this card is face-up on the field" needs its
monster there at resolution (tests/rules/test_effects_only_while_face_up_on_the_field.py)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_tribe_infecting_virus_returned_to_the_hand_in_answer_still_destroys_the_declared_type():
    """Question: Tribe-Infecting Virus discards Kozaky and declares Beast-Warrior; its opponent
    answers with Compulsory Evacuation Device, returning the Virus to the hand. Does the effect
    still destroy the face-up Beast-Warriors? Answer: yes -- the activated Ignition Effect
    resolves though its monster left: Battle Ox (a Beast-Warrior) is destroyed, Celtic Guardian
    (a Warrior) stays."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Tribe-Infecting Virus")
    table.hand(0, "Kozaky")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tribe-Infecting Virus")
    s.pick("select", "Kozaky")
    s.pick("option", "Beast-Warrior")
    s.pick("activate", "Compulsory Evacuation Device", player=1, request="chain")
    s.pick("target", "Tribe-Infecting Virus", player=1)
    for _ in range(4):
        if duel.request.kind != "chain":
            break
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert hand(duel, 0) == ["Tribe-Infecting Virus"]
    assert [c.name for c in duel.monsters(1)] == ["Celtic Guardian"]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Compulsory Evacuation Device"]
    assert grave(duel, 0) == ["Kozaky"]
