"""Kiryu (84814897): a Union monster for Dark Blade: the equipped monster gains 900 ATK/DEF; while
equipped, Kiryu can be sent to the GY so that monster may attack directly this turn.

Sources, in our words: the card's texts (MFC-009, 2004: the 2005 Union rules, docs/cards.md "Union
monsters" and Y-Dragon Head's ERAS row; today's: the Seto Kaiba errata's defaults); the OCG text
《騎竜》: the gain only while its own effect equipped it, sending the equipped card to the GY (a cost) lets the
equipped monster attack directly this turn; seed 004 §特殊效果怪兽 (Union monsters)."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

KR = "Kiryu"
DB = "Dark Blade"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(rules, opponent=("Summoned Skull",)):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    blade = table.monster(0, DB, zone=0)
    table.monster(0, KR, zone=1)
    for name in opponent:
        table.monster(1, name)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table, blade


def _equip(s):
    s.pick("activate", KR, request="idle")
    s.pick("target", DB)
    _pass(s)
    s.expect("idle", player=0)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_kiryu_equipped_dark_blade_gains_900(rules):
    """Q: I equip Kiryu to my Dark Blade (1800/1500). A: Dark Blade is 2700/2400, Kiryu an Equip Card in
    my Spell & Trap Zone; it beats Summoned Skull (2500): 200 damage."""
    table, blade = _table(rules)
    duel = table.build()
    s = Script(duel)
    _equip(s)
    assert (duel.atk(blade.card(duel)), duel.defense(blade.card(duel))) == (2700, 2400)
    assert duel.players[0].szone[0].name == KR
    s.pick("battle")
    _pass(s)
    s.pick("attack", DB, target="Summoned Skull")
    _pass(s)
    assert grave(duel, 1) == ["Summoned Skull"] and lp(duel) == (8000, 7800)


def test_kiryu_sent_to_the_gy_lets_dark_blade_attack_directly():
    """Q: Kiryu equips Dark Blade; my opponent has Summoned Skull. I send Kiryu to the GY. A: Kiryu is in my GY,
    Dark Blade is 1800 again and may attack my opponent directly this turn: 1800 damage."""
    table, blade = _table("GOAT")
    duel = table.build()
    s = Script(duel)
    _equip(s)
    s.pick("activate", KR)
    _pass(s)
    assert grave(duel, 0) == [KR] and duel.atk(blade.card(duel)) == 1800
    s.pick("battle")
    _pass(s)
    s.pick("attack", DB, target="player")
    _pass(s)
    assert lp(duel) == (8000, 6200) and field_monsters(duel, 1) == ["Summoned Skull"]


def test_kiryu_equips_only_to_dark_blade_and_sends_itself_only_when_equipped():
    """Q: I control Kiryu and Blue-Eyes White Dragon (a Dragon, but not Dark Blade). A: neither the equip
    (only Dark Blade) nor the direct attack effect (only while equipped) can be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Blue-Eyes White Dragon")
    table.monster(0, KR)
    duel = table.build()
    assert not Script(duel).has("activate", KR)


def test_kiryu_destroyed_instead_of_dark_blade_in_battle():
    """Q: (GOAT) Kiryu equips Dark Blade (2700); my opponent's Blue-Eyes White Dragon (3000) attacks it.
    A: Kiryu is destroyed instead; Dark Blade stays (1800 again) and I take 300."""
    table, blade = _table("GOAT", opponent=("Blue-Eyes White Dragon",))
    duel = table.build()
    s = Script(duel)
    _equip(s)
    s.end_turn()
    _pass(s)
    s.pick("battle", player=1)
    _pass(s)
    s.pick("attack", "Blue-Eyes White Dragon", target=blade, request="battle")
    _pass(s)
    assert field_monsters(duel, 0) == [DB] and grave(duel, 0) == [KR]
    assert lp(duel) == (7700, 8000) and duel.atk(blade.card(duel)) == 1800
