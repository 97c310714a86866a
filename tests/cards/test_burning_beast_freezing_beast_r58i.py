"""Burning Beast (59364406) and Freezing Beast (85359414): Union monsters for each other, with no
ATK/DEF gain; while one is equipped by its own effect, each time the equipped monster deals the
opponent battle damage, 1 Spell or Trap on the field is destroyed -- a face-up one for Burning Beast, a
face-down one for Freezing Beast.

Sources, in our words: the card's texts (MFC-016 / MFC-017, 2004; the OCG texts 《灼岩魔獣》《氷岩魔獣》:
"only while treated as an Equip Card by this effect", "1 Spell or Trap on the field", either side; the
2005 Union rules in the ERAS entries, docs/cards.md "Union monsters"); seed 004 §特殊效果怪兽. Our
reading: the destruction is a mandatory trigger that targets as it is activated (so it is not activated
with no such card), and never the Union card itself."""

import pytest

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

BB = "Burning Beast"
FB = "Freezing Beast"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(rules, union, host, opponent=()):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    h = table.monster(0, host, zone=0)
    table.monster(0, union, zone=1)
    for name in opponent:
        table.monster(1, name)
    return table, h


def _equip(s, union, host):
    s.pick("activate", union, request="idle")
    s.pick("target", host)
    _pass(s)
    s.expect("idle", player=0)


def _attack(s, attacker, target):
    s.pick("battle")
    _pass(s)
    s.pick("attack", attacker, target=target)
    _pass(s)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_burning_beast_destroys_a_face_up_spell_or_trap_after_battle_damage(rules):
    """Q: Burning Beast equips my Freezing Beast (no gain: 1500); my opponent has a face-up Dark Room of
    Nightmare and a Set Mirror Force, no monster. Freezing Beast attacks directly. A: 1500 damage, then
    the face-up card is targeted and destroyed; the Set one stays."""
    table, host = _table(rules, BB, FB)
    table.spell_trap(1, "Dark Room of Nightmare", face_down=False)
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    _equip(s, BB, FB)
    assert duel.atk(host.card(duel)) == 1500
    _attack(s, FB, "player")
    if duel.request.kind == "target":
        s.pick("target", "Dark Room of Nightmare")
    _pass(s)
    assert lp(duel)[1] == 6500 and grave(duel, 1) == ["Dark Room of Nightmare"]
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Mirror Force"]


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_freezing_beast_destroys_a_face_down_spell_or_trap_after_battle_damage(rules):
    """Q: Freezing Beast equips my Burning Beast; my opponent has a face-up Dark Room of Nightmare and a
    Set Mirror Force. Burning Beast attacks directly. A: 1500 damage, then the Set card is destroyed and
    the face-up one stays."""
    table, host = _table(rules, FB, BB)
    table.spell_trap(1, "Dark Room of Nightmare", face_down=False)
    mirror = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    _equip(s, FB, BB)
    _attack(s, BB, "player")
    if duel.request.kind == "target":
        s.pick("target", mirror, player=0)
    _pass(s)
    assert lp(duel)[1] == 6500 and grave(duel, 1) == ["Mirror Force"]
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Dark Room of Nightmare"]


def test_burning_beast_needs_battle_damage_to_the_opponent():
    """Q: Burning Beast equips Freezing Beast (1500), which attacks a face-up Defense Mystical Elf (DEF
    2000). A: no damage to my opponent (I take 500): nothing is destroyed."""
    table, host = _table("GOAT", BB, FB, opponent=())
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Dark Room of Nightmare", face_down=False)
    duel = table.build()
    s = Script(duel)
    _equip(s, BB, FB)
    _attack(s, FB, "Mystical Elf")
    assert lp(duel) == (7500, 8000) and grave(duel, 1) == [] and grave(duel, 0) == []


def test_burning_beast_mandatory_destruction_may_hit_its_own_side():
    """Q: Burning Beast equips Freezing Beast, which attacks directly; the only face-up Spell/Trap on the
    field besides Burning Beast is my own Dark Room of Nightmare. A: the effect is not optional and reads
    the whole field: my Dark Room of Nightmare is destroyed (Burning Beast itself is never chosen)."""
    table, host = _table("GOAT", BB, FB)
    table.spell_trap(0, "Dark Room of Nightmare", face_down=False)
    duel = table.build()
    s = Script(duel)
    _equip(s, BB, FB)
    _attack(s, FB, "player")
    if duel.request.kind == "target":
        s.pick("target", "Dark Room of Nightmare")
    _pass(s)
    assert lp(duel)[1] == 6500 and grave(duel, 0) == ["Dark Room of Nightmare"]
    assert [c.name for c in duel.players[0].szone if c is not None] == [BB]


def test_burning_beast_and_freezing_beast_equip_only_to_each_other():
    """Q: I control Burning Beast and Battle Ox, or
    Freezing Beast and Battle Ox. A: neither Union can be equipped (each names only the other)."""
    for union in (BB, FB):
        table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
        table.monster(0, "Battle Ox")
        table.monster(0, union)
        duel = table.build()
        assert not Script(duel).has("activate", union)
