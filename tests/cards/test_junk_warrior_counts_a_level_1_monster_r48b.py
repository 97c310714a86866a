"""Junk Warrior counts a Level 1 monster among its "Level 2 or lower" (round 48b's mutation
round).

Junk Warrior's text (when it is Synchro Summoned it gains the ATK of all Level 2 or lower
monsters you control): Level 1 is "2 or lower"; a face-up Kuriboh (Level 1, 300 ATK) adds 300."""

from duelist.testing.scenario import Script, Table


def test_junk_warrior_gains_the_atk_of_a_face_up_kuriboh():
    """Q: I Synchro Summon Junk Warrior (Junk Synchron + Mystical Shine Ball) while my Kuriboh
    (Level 1, 300 ATK) is face-up. What is Junk Warrior's ATK? A: 2300 + 300 = 2600."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Junk Warrior")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Mystical Shine Ball")
    table.monster(0, "Kuriboh")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Junk Warrior")
    if duel.request.kind == "select":
        s.pick("select", "Mystical Shine Ball")
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    [warrior] = [c for c in duel.monsters(0) if c.name == "Junk Warrior"]
    assert duel.atk(warrior) == 2300 + 300
