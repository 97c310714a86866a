"""Second Goblin (19086954): a Union monster for Giant Orc, with no ATK/DEF gain; while its own effect
equips it, once per turn its controller can change the equipped monster's battle position.

Sources, in our words: the card's texts (DR1-EN068 / MFC-013, 2004; the OCG text of 《セコンド・ゴブリン》
on yugioh-wiki.net: "only while treated as an Equip Card by this effect, the equipped monster's
battle position can be changed once per turn"); yugioh-wiki.net's note that this change keeps Giant
Orc in Attack Position in spite of its own lock (Giant Orc's "its battle position cannot be changed"
stops its controller's changes by hand, not an effect's: our reading of 表示形式を変更できない, as
Book of Moon still turns a locked monster). The 2005 Union rules (battle destruction only, Attack
Position unequip, one Union a monster) in the ERAS entry, as Des Dendle's (docs/cards.md "Union
monsters"; seed 004 §特殊效果怪兽). Our reading: an ignition effect of the Equip Card (Main Phase,
a chain link), face-up Attack <-> face-up Defense."""

import pytest

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

SG = "Second Goblin"
GO = "Giant Orc"        # 2200 / 0


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(rules="MR5", phase="main1"):
    table = Table(rules=rules, turn=3, turn_player=0, phase=phase)
    orc = table.monster(0, GO, zone=0)
    table.monster(0, SG, zone=1)
    return table, orc


def _equip(s, orc):
    s.pick("activate", SG, request="idle")
    s.pick("target", orc)
    _pass(s)
    s.expect("idle", player=0)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_second_goblin_equipped_switches_giant_orcs_position(rules):
    """Q: Second Goblin equips my Giant Orc (Attack Position); I use its effect. A: Giant Orc turns to
    face-up Defense Position; Second Goblin is an Equip Card in my Spell & Trap Zone; no ATK gain."""
    table, orc = _table(rules)
    duel = table.build()
    s = Script(duel)
    _equip(s, orc)
    assert duel.atk(orc.card(duel)) == 2200
    assert [c.name for c in duel.players[0].szone if c is not None] == [SG]
    s.pick("activate", SG, request="idle")
    _pass(s)
    assert orc.card(duel).position == "defense"
    assert not s.has("activate", SG)              # once per turn


def test_second_goblin_turns_a_locked_giant_orc_back_to_attack():
    """Q: my Giant Orc, equipped with Second Goblin, attacked, so it turned to Defense Position at the end
    of the Battle Phase and is locked there; in Main Phase 2 I use Second Goblin's effect. A: Giant
    Orc is back in Attack Position (the lock stops only my own change by hand: I get no such option)."""
    table, orc = _table()
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    _equip(s, orc)
    s.pick("battle")
    _pass(s)
    s.pick("attack", GO, target="Celtic Guardian")
    _pass(s)
    s.pick("end_battle")
    _pass(s)
    assert duel.phase == "main2" and orc.card(duel).position == "defense"
    assert lp(duel) == (8000, 7200) and grave(duel, 1) == ["Celtic Guardian"]
    assert not s.has("change_position", GO)
    s.pick("activate", SG, request="idle")
    _pass(s)
    assert orc.card(duel).position == "attack"


def test_second_goblin_needs_giant_orc_and_its_own_equip():
    """Q: (a) I control Second Goblin and Battle Ox (no Giant Orc): may I equip it? (b) Second Goblin is
    a monster beside my Giant Orc: may I use the position change? A: no, and no: the equip needs a
    Giant Orc, and the change works only while its own effect equips it (the only activation offered
    is the equip)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(0, SG)
    duel = table.build()
    assert not Script(duel).has("activate", SG)

    table, orc = _table()
    duel = table.build()
    s = Script(duel)
    options = s.options("activate", SG)
    assert len(options) == 1
    s.answer(options[0])
    assert duel.request.kind == "target"          # the equip asks for its Giant Orc


def test_second_goblin_destroyed_instead_of_giant_orc_by_battle():
    """Q: my Giant Orc (2200), equipped with Second Goblin, is attacked by my opponent's Blue-Eyes White
    Dragon (3000). A: I take 800; Second Goblin is destroyed instead of Giant Orc (the Union rule, in
    both eras)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    orc = table.monster(0, GO, zone=0)
    table.monster(0, SG, zone=1)
    table.monster(1, "Blue-Eyes White Dragon")
    table.deck(1, ["Battle Ox"])
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    _equip(s, orc)
    s.end_turn()
    while duel.request.kind != "idle" or duel.turn_player != 1:
        s.pick("pass", player=duel.request.player)
    s.pick("battle", player=1)
    _pass(s)
    s.pick("attack", "Blue-Eyes White Dragon", target=orc, player=1)
    _pass(s)
    assert lp(duel) == (7200, 8000)
    assert [c.name for c in duel.monsters(0)] == [GO] and grave(duel, 0) == [SG]
