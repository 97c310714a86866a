"""Lightning Vortex destroys the monsters that are face-up when it resolves (round 52y).

The card's own text (in short): discard 1 card (the cost); destroy all face-up monsters your
opponent controls. It targets nothing: the set of monsters is read at resolution (seed 000
§效果分類, our reading). A monster turned face-down in the chain (Book of Moon) is not face-up then
and is not destroyed; the others still are."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_the_monster_turned_face_down_survives_and_the_other_is_destroyed():
    """Q: my opponent controls face-up Battle Ox and Mystical Elf; I activate Lightning Vortex
    (discarding Celtic Guardian) and they chain Book of Moon on the Elf. A: when it resolves only
    Battle Ox is face-up: Battle Ox is destroyed, the Elf stays face-down in Defense Position."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Lightning Vortex", "Celtic Guardian")
    table.monster(1, "Battle Ox")
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Lightning Vortex", request="idle")
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian", player=0)          # the discard (cost)
    if duel.request.player == 0 and duel.request.kind == "chain":
        s.pick("pass", player=0, request="chain")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", elf, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Mystical Elf"]
    assert elf.card(duel).position == "set" and elf.card(duel).location == S.MZONE
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Book of Moon"]
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Lightning Vortex"]
