"""Monster Reborn on the opponent's Toon Mermaid.

A Toon cannot be Special Summoned by any effect unless the player who summons it controls a
face-up Toon World (seed 004 §特殊效果怪兽: 卡通 (Toon); tests/rules/test_toon_monsters.py
`test_a_toon_is_special_summoned_by_any_effect_only_with_toon_world`), and, being a monster
with a revive limit, only once it was properly summoned (seed 000 §具有蘇生限制的怪獸的特殊召喚).
So my Monster Reborn may take my opponent's properly summoned Toon Mermaid from their GY while
I control Toon World, not while only my opponent does. Revived on my field, it is destroyed
with my Toon World and goes to its owner's GY."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _table(toon_world_of):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    mermaid = table.grave(1, "Toon Mermaid")
    table.properly_summoned(mermaid)
    table.grave(1, "Battle Ox")
    table.spell_trap(toon_world_of, "Toon World", face_down=False)
    table.hand(0, "Monster Reborn", "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table.build()


def test_only_the_opponents_toon_world_is_not_enough():
    """Q: my opponent controls Toon World, I do not. May my Monster Reborn take their Toon
    Mermaid? A: no: only Battle Ox is offered."""
    duel = _table(1)
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    assert [o.name for o in s.expect(request="target").options] == ["Battle Ox"]


def test_with_my_toon_world_i_revive_it_and_it_dies_with_my_toon_world():
    """Q: I control Toon World. A: Monster Reborn may take Toon Mermaid onto my field; when my
    Toon World is destroyed, Toon Mermaid is destroyed and goes to my opponent's GY."""
    duel = _table(0)
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Toon Mermaid")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Toon Mermaid"]
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Toon World")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Toon Mermaid"]
