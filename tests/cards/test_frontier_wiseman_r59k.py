"""Frontier Wiseman (38742075): while it is face-up on the field, a Spell Card that targets a face-up
Warrior monster its controller controls has its effect negated and is destroyed.

Round 59y (a judge's review): round 59k scripted it from memory as protecting itself (as Ryu Senshi
does); the card protects its controller's Warriors, and Frontier Wiseman, a Spellcaster, is not one.
Sources, in our words: the OCG text of 《辺境の大賢者》 (the Chinese database text: while it is on
its controller's field, a Spell Card that targets a face-up Warrior they control has its effect
negated and is destroyed) and the LOD print, 2003 ("a Spell Card that targets a face-up
Warrior-Type monster on your side of the field"): one meaning, no ERAS entry, tested under both
presets. A continuous effect of a face-up monster (seed 000 §永續效果): a Set Frontier Wiseman
protects nothing, a Trap is not touched, and Skill Drain negates it. Our reading: the Spell's effect
is negated as it resolves and the card is destroyed (not the activation), as Ryu Senshi's."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

FW = "Frontier Wiseman"
CG = "Celtic Guardian"      # (a Warrior)


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(rules="MR5", position="attack"):
    table = Table(rules=rules, turn=4, turn_player=1)
    table.monster(0, FW, position=position)
    guardian = table.monster(0, CG)
    table.monster(1, "Battle Ox")
    return table, guardian


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_frontier_wiseman_negates_and_destroys_book_of_moon_on_my_warrior(rules):
    """Q: my opponent activates Book of Moon on my face-up Celtic Guardian while my Frontier Wiseman is
    face-up. A: its effect is negated and it is destroyed: Celtic Guardian stays face-up in Attack
    Position."""
    table, guardian = _table(rules)
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", guardian, player=1)
    _pass(s)
    assert guardian.card(duel).position == "attack"
    assert grave(duel, 1) == ["Book of Moon"]
    assert [e["name"] for e in duel.log if e["type"] == "destroyed"] == ["Book of Moon"]


def test_frontier_wiseman_does_not_protect_itself():
    """Q: my opponent activates Book of Moon on my face-up Frontier Wiseman itself. A: it is a
    Spellcaster, not a Warrior: Book of Moon resolves and Frontier Wiseman is Set."""
    table, _ = _table()
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", FW, player=1)
    _pass(s)
    wiseman = [c for c in duel.players[0].mzone if c is not None and c.name == FW][0]
    assert wiseman.position == "set" and grave(duel, 1) == ["Book of Moon"]


def test_frontier_wiseman_stops_snatch_steal_on_my_warrior():
    """Q: my opponent activates Snatch Steal on my Celtic Guardian. A: its effect is negated and it is
    destroyed: I keep Celtic Guardian."""
    table, guardian = _table()
    table.hand(1, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", guardian, player=1)
    _pass(s)
    assert guardian.card(duel).controller == 0 and sorted(field_monsters(duel, 0)) == [CG, FW]
    assert grave(duel, 1) == ["Snatch Steal"]


def test_frontier_wiseman_set_does_not_protect():
    """Q: my Frontier Wiseman is Set; my opponent activates Book of Moon on my face-up Celtic Guardian.
    A: a face-down monster applies no effect: Celtic Guardian is Set."""
    table, guardian = _table(position="set")
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", guardian, player=1)
    _pass(s)
    assert guardian.card(duel).position == "set" and grave(duel, 1) == ["Book of Moon"]


def test_frontier_wiseman_does_not_stop_a_trap_nor_spells_under_skill_drain():
    """Q: (a) my opponent activates Compulsory Evacuation Device on my Celtic Guardian; (b) with their
    Skill Drain face-up, they activate Book of Moon on it. A: (a) the Trap resolves: Celtic Guardian
    returns to my hand; (b) Skill Drain negates Wiseman: Book of Moon turns Celtic Guardian
    face-down."""
    table, guardian = _table()
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Compulsory Evacuation Device", player=1)
    s.pick("target", guardian, player=1)
    _pass(s)
    assert field_monsters(duel, 0) == [FW] and [c.name for c in duel.players[0].hand] == [CG]

    table, guardian = _table()
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", guardian, player=1)
    _pass(s)
    assert guardian.card(duel).position == "set" and grave(duel, 1) == ["Book of Moon"]
