"""Smashing Ground chooses the monster it destroys when it resolves (round 52y).

The card's own text (in short): destroy the face-up monster your opponent controls with the highest
DEF. It targets nothing, so the monster is found as the effect is applied, among the monsters there
then: seed 000 §效果分類 (our reading: a non-targeting effect reads the field at its resolution)."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def test_a_higher_defense_monster_revived_in_the_chain_is_the_one_destroyed():
    """Q: my opponent's only face-up monster is Battle Ox (1000 DEF); I activate Smashing Ground and
    they chain Call of the Haunted, reviving Mystical Elf (2000 DEF) in Attack Position. A: the Elf
    has the highest DEF when Smashing Ground resolves: the Elf is destroyed (and Call of the Haunted
    with it); Battle Ox stays."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Smashing Ground")
    table.monster(1, "Battle Ox")
    table.grave(1, "Mystical Elf")
    table.spell_trap(1, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Smashing Ground", request="idle")
    if duel.request.player == 0:
        s.pick("pass", player=0, request="chain")
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Mystical Elf", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Battle Ox"]
    assert sorted(grave(duel, 1)) == ["Call of the Haunted", "Mystical Elf"]
    assert [e["name"] for e in of_type(duel, "destroyed")][:1] == ["Mystical Elf"]
    assert grave(duel, 0) == ["Smashing Ground"]
