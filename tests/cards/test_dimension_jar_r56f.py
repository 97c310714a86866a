"""Dimension Jar (73414375): FLIP: each player picks up to 3 cards in their opponent's GY and
banishes them.

Sources: the card's text (DR1 / PGD 2003 and today's do the same, in our words): "up to" lets a
player pick none; the picks target nothing (no "target" in either text), so they are made as the
Flip effect resolves, and a Flip effect starts whether the monster was Flip Summoned or flipped by
an attack (seed 000 §反轉效果). Necrovalley: no card in a GY may be banished while it is face-up
(its text), so its GYs' cards are out of reach (the engine's `grave_guarded`)."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_dimension_jar_each_player_banishes_up_to_three():
    """Q: I Flip Summon Dimension Jar. My opponent's GY holds 4 cards, mine 2. A: I banish 3 of
    theirs (my picks); they banish my Dark Magician only (they may pick fewer)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Dimension Jar", position="set")
    table.grave(0, "Dark Magician", "Battle Ox")
    table.grave(1, "Sangan", "Mystical Elf", "Celtic Guardian", "Koumori Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Dimension Jar", player=0, request="idle")
    _pass_all(s)
    for name in ("Sangan", "Mystical Elf", "Koumori Dragon"):
        s.pick("select", name, player=0, request="select")
    s.pick("select", "Dark Magician", player=1, request="select")
    s.pick("done", player=1)
    _pass_all(s)
    assert sorted(banished(duel, 1)) == ["Koumori Dragon", "Mystical Elf", "Sangan"]
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert banished(duel, 0) == ["Dark Magician"]
    assert grave(duel, 0) == ["Battle Ox"]


def test_dimension_jar_flipped_by_an_attack():
    """Q: my opponent attacks my Set Dimension Jar with Battle Ox. A: Dimension Jar is flipped and
    destroyed; its Flip effect still starts: I banish my opponent's Chaos fuel (Mystical Elf, a
    LIGHT) and they banish nothing of mine (they pick none)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    jar = table.monster(0, "Dimension Jar", position="set")
    table.monster(1, "Battle Ox")
    table.grave(0, "Dark Magician")
    table.grave(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=jar, player=1, request="battle")
    _pass_all(s)
    s.pick("select", "Mystical Elf", player=0, request="select")
    s.pick("done", player=1)
    _pass_all(s)
    assert banished(duel, 1) == ["Mystical Elf"]
    assert sorted(grave(duel, 0)) == ["Dark Magician", "Dimension Jar"]


def test_dimension_jar_under_necrovalley():
    """Q: Necrovalley is face-up as I Flip Summon Dimension Jar. A: nothing is banished: no card
    in a GY can be banished, so no player has a card to pick."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Dimension Jar", position="set")
    table.field_spell(1, "Necrovalley")
    table.grave(0, "Dark Magician")
    table.grave(1, "Sangan")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Dimension Jar", player=0, request="idle")
    _pass_all(s)
    assert duel.request.kind == "idle"
    assert banished(duel, 0) == [] and banished(duel, 1) == []
    assert grave(duel, 0) == ["Dark Magician"] and grave(duel, 1) == ["Sangan"]
