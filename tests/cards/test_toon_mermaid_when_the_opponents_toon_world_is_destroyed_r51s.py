"""Toon Mermaid when the opponent's Toon World is destroyed while its own player's stays.

A Toon is destroyed when "Toon World on the field" is destroyed (the Toons' text: any Toon World
on the field, not only its controller's; seed 004 §特殊效果怪兽: 卡通 (Toon);
tests/rules/test_toon_monsters.py has one Toon World taking both players' Toons). So when my
opponent's Toon World is destroyed, my Toon Mermaid goes too, although my own Toon World stays
face-up (both presets)."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_the_opponents_toon_world_destroyed_takes_my_toon_though_mine_stays(rules):
    """Q: both players control Toon World; I destroy my opponent's with Mystical Space Typhoon.
    Does my Toon Mermaid stay, my own Toon World being face-up? A: no: a Toon World on the field
    was destroyed; Toon Mermaid is destroyed."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, "Toon World", face_down=False)
    theirs = table.spell_trap(1, "Toon World", face_down=False)
    table.monster(0, "Toon Mermaid", summon_kind="proc")
    table.hand(0, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", theirs)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Mystical Space Typhoon", "Toon Mermaid"]
    assert grave(duel, 1) == ["Toon World"]
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Toon World"]
