"""Junk Warrior's rulings as players ask them (the MR5 preset; its effect: when it is
Synchro Summoned, it gains the summed ATK of the Level 2 or lower monsters its controller has
when the effect resolves).

Seed 000 §誘發效果 (a trigger on its Synchro Summon; the ATK is counted as it resolves).
Sources: Junk Warrior's rulings (ygorulings.blogspot.com "Synchronized swimmers (on
motorcycles)" and yugipedia "Card Rulings:Junk Warrior": the gain is fixed when the effect
resolves; it does not change when those monsters later leave the field or change)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_junk_warrior_keeps_its_gain_after_the_level_2_monster_is_tributed():
    """Q: Junk Warrior gained Quillbolt Hedgehog's 800 ATK; I then Tribute Quillbolt for a
    Tribute Summon. Does Junk Warrior lose the 800? A: no: the gain was fixed as its effect
    resolved."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Junk Warrior")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Mystical Shine Ball")
    table.monster(0, "Quillbolt Hedgehog")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Junk Warrior")
    s.pick("select", "Mystical Shine Ball")
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    [warrior] = [c for c in duel.monsters(0) if c.name == "Junk Warrior"]
    assert duel.atk(warrior) == 2300 + 800
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Quillbolt Hedgehog")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Junk Warrior", "Summoned Skull"]
    assert duel.atk(warrior) == 2300 + 800
