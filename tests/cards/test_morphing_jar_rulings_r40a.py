"""Morphing Jar's rulings as Goat players ask them (the GOAT preset).

Its Flip effect is a trigger: once activated it resolves even if the Jar has left the field by
then, for it went to a public place, the GY (seed 000 §效果分類 › 誘發效果; the r33m ruling
test on Dekoichi). Torrential Tribute answers the Flip Summon as Chain Link 2 to the Jar's
effect: every monster is destroyed first, then both players discard their hands and draw 5
(Morphing Jar's text; Torrential Tribute answers a Flip Summon)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def test_torrential_tribute_chained_to_morphing_jars_flip_summon_does_not_stop_its_effect():
    """Q: I Flip Summon Morphing Jar; my opponent chains Torrential Tribute to its effect: A:
    Torrential resolves first and destroys every monster, the Jar too; the Jar's effect still
    resolves: both hands (my opponent's Heavy Storm and Mirror Force too) are discarded and
    each player draws 5."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Morphing Jar", position="set")
    table.hand(0, "Pot of Greed")
    table.hand(1, "Mirror Force", "Heavy Storm")
    table.spell_trap(1, "Torrential Tribute")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Mystical Elf"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Morphing Jar")
    s.pick("activate", "Torrential Tribute", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Morphing Jar", "Pot of Greed"]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Heavy Storm", "Mirror Force", "Torrential Tribute"]
    assert hand(duel, 0) == ["Celtic Guardian"] * 5 and hand(duel, 1) == ["Mystical Elf"] * 5
