"""A face-down Toon Mermaid when Toon World is destroyed.

A Toon's destruction with Toon World is the Toon's own effect (seed 004 §特殊效果怪兽: 卡通
(Toon); tests/rules/test_toon_monsters.py has the face-up Toons of both players destroyed).
A face-down monster applies no effect of its own (seed 000 §怪獸的表示形式 (裡側守備表示): a
face-down monster shows nothing and none of its text applies; read from those two rules, no
ruling page naming the case was found). So Toon Mermaid, turned face-down by Book of
Moon after its summon, stays when Toon World is destroyed, while a face-up Manga Ryu-Ran
beside it is destroyed."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_a_face_down_toon_stays_when_toon_world_is_destroyed():
    """Q: my Toon Mermaid is face-down (Book of Moon), my Manga Ryu-Ran face-up; my Toon World
    is destroyed by Mystical Space Typhoon. A: Manga Ryu-Ran is destroyed, Toon Mermaid stays
    face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Toon World", face_down=False)
    table.monster(0, "Toon Mermaid", position="set", summon_kind="proc")
    table.monster(0, "Manga Ryu-Ran", summon_kind="proc")
    table.hand(0, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Toon World")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [(c.name, c.position) for c in duel.monsters(0)] == [("Toon Mermaid", "set")]
    assert sorted(grave(duel, 0)) == ["Manga Ryu-Ran", "Mystical Space Typhoon", "Toon World"]
