"""Junk Warrior counts only monsters with a Level of 2 or lower (round 48b's mutation round).

Junk Warrior's text (when it is Synchro Summoned it gains the ATK of all Level 2 or lower
monsters you control) and seed 004 §XYZ怪兽没有等级 (an Xyz Monster has no Level; it is not
"Level 2 or lower"): a face-up Xyz Monster beside it adds nothing."""

from duelist.testing.scenario import Script, Table


def test_junk_warrior_gains_nothing_from_a_face_up_xyz_monster():
    """Q: I Synchro Summon Junk Warrior (Junk Synchron + Mystical Shine Ball) while my Gem-Knight
    Pearl (Rank 4, 2600 ATK) is face-up. Does Junk Warrior gain Pearl's ATK? A: no: Pearl has no
    Level; Junk Warrior has its 2300 ATK."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Junk Warrior")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Mystical Shine Ball")
    table.monster(0, "Gem-Knight Pearl", materials=["Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Junk Warrior")
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    [warrior] = [c for c in duel.monsters(0) if c.name == "Junk Warrior"]
    assert duel.atk(warrior) == 2300
