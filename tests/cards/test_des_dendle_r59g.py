"""Des Dendle (12965761): a Union monster for Vampiric Orchis, with no ATK/DEF gain; while its own
effect equips it, each time the equipped monster destroys an opponent's monster by battle, its
controller Special Summons 1 Wicked Plant Token (Plant, EARTH, Level 1, 800/800).

Sources, in our words: the card's texts (DR1-EN070 / MFC-015, 2004; the OCG text 《デス・デンドル》:
the Token "only while treated as an Equip Card by this effect", no "you can": a mandatory trigger;
no position named, so the player picks face-up Attack or Defense, seed 000 §特殊召喚); the 2005 Union
rules in the ERAS entry (docs/cards.md "Union monsters"); seed 004 §特殊效果怪兽. The Token's facts are
the card database's record (scripts/tokens.jsonl, yugipedia "Wicked Plant Token"); a Token that leaves
the field is gone (seed 004 §衍生物). Skill Drain: an equipped Union monster is an Equip Card in the
Spell & Trap Zone, not a face-up monster on the field, so Skill Drain does not negate it (our reading
of Skill Drain's text, "face-up monsters on the field")."""

import pytest

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

DD = "Des Dendle"
VO = "Vampiric Orchis"          # 1700 / 1000 (no script needed here)
TOKEN = "Wicked Plant Token"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(rules, opponent=(), position="attack"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    host = table.monster(0, VO, zone=0)
    table.monster(0, DD, zone=1)
    for name in opponent:
        table.monster(1, name, position=position)
    return table, host


def _equip(s, host):
    s.pick("activate", DD, request="idle")
    s.pick("target", host)
    _pass(s)
    s.expect("idle", player=0)


def _attack(s, target):
    s.pick("battle")
    _pass(s)
    s.pick("attack", VO, target=target)
    _pass(s)


def _tokens(duel, player):
    return [c for c in duel.monsters(player) if c.data.is_token]


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_des_dendle_makes_a_wicked_plant_token_when_the_equipped_orchis_wins_a_battle(rules):
    """Q: Des Dendle equips my Vampiric Orchis (no gain: 1700 ATK), which attacks and destroys my
    opponent's Celtic Guardian (1400). A: my opponent takes 300; then I Special Summon 1 Wicked Plant
    Token, in the position I pick (Defense here): Level 1 EARTH Plant, 800/800, a Token on my field."""
    table, host = _table(rules, opponent=("Celtic Guardian",))
    duel = table.build()
    s = Script(duel)
    _equip(s, host)
    assert duel.atk(host.card(duel)) == 1700
    _attack(s, "Celtic Guardian")
    s.pick("option", "Defense Position") if duel.request.kind == "option" else None
    _pass(s)
    assert lp(duel) == (8000, 7700) and grave(duel, 1) == ["Celtic Guardian"]
    tokens = _tokens(duel, 0)
    assert [t.name for t in tokens] == [TOKEN]
    token = tokens[0]
    assert (token.data.race, token.data.attribute, token.data.level) == ("Plant", "EARTH", 1)
    assert (duel.atk(token), duel.defense(token), token.position, token.controller) == (800, 800, "defense", 0)


def test_des_dendle_no_token_when_the_opponents_monster_survives():
    """Q: Des Dendle equips my Vampiric Orchis, which attacks a face-up Defense Mystical Elf (DEF
    2000). A: nothing is destroyed (I take 300): no Token."""
    table, host = _table("GOAT", opponent=("Mystical Elf",), position="defense")
    duel = table.build()
    s = Script(duel)
    _equip(s, host)
    _attack(s, "Mystical Elf")
    assert lp(duel) == (7700, 8000) and _tokens(duel, 0) == [] and [c.name for c in duel.monsters(1)] == ["Mystical Elf"]


def test_des_dendle_no_token_while_unequipped_or_for_its_own_battle():
    """Q: Des Dendle stays a monster (not equipped) beside Vampiric Orchis; Orchis destroys Celtic
    Guardian by battle. A: no Token: only the monster its own effect equips makes one."""
    table, host = _table("MR5", opponent=("Celtic Guardian",))
    duel = table.build()
    s = Script(duel)
    _attack(s, "Celtic Guardian")
    assert grave(duel, 1) == ["Celtic Guardian"] and _tokens(duel, 0) == []


def test_des_dendle_equips_only_to_vampiric_orchis():
    """Q: I control Des Dendle and Battle Ox (no Vampiric Orchis). A: Des Dendle cannot be equipped."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.monster(0, DD)
    duel = table.build()
    assert not Script(duel).has("activate", DD)


def test_des_dendle_token_is_gone_when_destroyed():
    """Q: After Des Dendle's Wicked Plant Token arrives, I destroy it with Tribute to the Doomed
    (discarding Battle Ox). A: the Token leaves the field and goes nowhere: my GY holds only Battle Ox
    and Tribute to the Doomed."""
    table, host = _table("MR5", opponent=("Celtic Guardian",))
    table.hand(0, "Tribute to the Doomed", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _equip(s, host)
    _attack(s, "Celtic Guardian")
    s.pick("option", "Attack Position") if duel.request.kind == "option" else None
    _pass(s)
    s.pick("end_battle")
    _pass(s)
    token = _tokens(duel, 0)[0]
    s.pick("activate", "Tribute to The Doomed", request="idle")
    if duel.request.kind in ("select", "discard"):
        s.pick(duel.request.options[0].kind, "Battle Ox")
    s.pick("target", token.uid)
    _pass(s)
    assert _tokens(duel, 0) == [] and sorted(grave(duel, 0)) == ["Battle Ox", "Tribute to The Doomed"]


def test_des_dendle_equipped_is_not_negated_by_skill_drain():
    """Q: Des Dendle equips my Vampiric Orchis; as Orchis attacks Celtic Guardian, my opponent
    activates Skill Drain. A: the equipped Des Dendle is an Equip Card, not a face-up monster on the
    field: Skill Drain does not touch it; Orchis destroys Celtic Guardian and I get the Token."""
    table, host = _table("GOAT", opponent=("Celtic Guardian",))
    table.spell_trap(1, "Skill Drain")
    duel = table.build()
    s = Script(duel)
    _equip(s, host)
    s.pick("battle")
    _pass(s)
    s.pick("attack", VO, target="Celtic Guardian")
    while not (duel.request.kind == "chain" and duel.request.player == 1):
        s.pick("pass", player=0)
    s.pick("activate", "Skill Drain", player=1)
    _pass(s)
    s.pick("option", "Attack Position") if duel.request.kind == "option" else None
    _pass(s)
    assert lp(duel) == (8000, 6700) and grave(duel, 1) == ["Celtic Guardian"]
    assert [t.name for t in _tokens(duel, 0)] == [TOKEN]


def test_des_dendle_equipped_is_negated_by_imperial_order():
    """Q: Imperial Order is face-up; Des Dendle (a monster, so its equip still works) equips my
    Vampiric Orchis, which destroys Celtic Guardian by battle. A: the Token effect is the effect of a
    Spell Card on the field now: Imperial Order negates it, and no Token comes."""
    table, host = _table("MR5", opponent=("Celtic Guardian",))
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    _equip(s, host)
    assert [c.name for c in duel.players[0].szone if c is not None] == [DD]
    _attack(s, "Celtic Guardian")
    assert grave(duel, 1) == ["Celtic Guardian"] and _tokens(duel, 0) == []
