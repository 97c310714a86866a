"""A Toon monster is destroyed when Toon World is destroyed (seed 004 §特殊效果怪兽), and only
then (round 48k): another face-up Spell of its controller destroyed beside it leaves it be."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_toon_mermaid_stays_when_another_face_up_spell_is_destroyed():
    """Q: my opponent's Mystical Space Typhoon destroys my face-up Swords of Revealing Light,
    beside my Toon World and Toon Mermaid. A: Toon Mermaid stays: Toon World was not destroyed."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, "Toon World", face_down=False)
    swords = table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    table.monster(0, "Toon Mermaid", summon_kind="proc")
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", swords)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Swords of Revealing Light"]
    assert field_monsters(duel, 0) == ["Toon Mermaid"]
