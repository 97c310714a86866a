"""Drill Bug (88733579): once its direct attack has hurt the opponent, its controller may fetch a
Parasite Paracide from the Deck (our words).

Sources, in our words: the card's texts (PSV-078, 2002, and today's: an optional trigger on the battle
damage of its direct attack; no ERAS entry); yugioh-wiki.net 《穿孔虫》. A trigger on battle damage is
activated in the Damage Step (seed 000 §伤害步骤); an attack on a monster, or a direct attack whose
damage is reduced to 0, is no direct hit. Our reading: with no Parasite Paracide in the Deck the
trigger may still be activated and adds nothing (the Deck is shuffled)."""

from duelist.testing.reads import hand, lp, of_type
from duelist.testing.scenario import Script, Table

DB = "Drill Bug"
PP = "Parasite Paracide"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(target=None):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, DB)
    table.deck(0, ["Battle Ox", PP, "Sangan"])
    ref = table.monster(1, target) if target else None
    return table, ref


def test_drill_bug_direct_hit_adds_parasite_paracide():
    """Q: Drill Bug attacks directly for 1100. A: I may add Parasite Paracide from my Deck to my hand."""
    table, _ = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DB, target="player", request="battle")
    _pass_all(s, duel)
    s.pick("yes", DB, player=0, request="yes_no")
    _pass_all(s, duel)
    if duel.request.kind == "select":
        s.pick("select", PP, player=0)
        _pass_all(s, duel)
    assert lp(duel) == (8000, 6900) and hand(duel, 0) == [PP]
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Sangan"]


def test_drill_bug_may_decline():
    """Q: the same direct hit, and I decline. A: nothing is added."""
    table, _ = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DB, target="player", request="battle")
    _pass_all(s, duel)
    s.pick("no", DB, player=0, request="yes_no")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 6900) and hand(duel, 0) == []


def test_drill_bug_not_when_attacking_a_monster():
    """Q: Drill Bug (1100) attacks my opponent's Attack Position Thousand-Eyes Idol (0 ATK): 1100 battle
    damage. A: not a direct attack: no trigger."""
    table, idol = _table(target="Thousand-Eyes Idol")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DB, target=idol, request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 6900) and hand(duel, 0) == [] and of_type(duel, "chain") == []


def test_drill_bug_waboku_leaves_no_damage_to_trigger_on():
    """Q: my opponent answers Drill Bug's direct attack with Waboku. A: they take no battle damage:
    Drill Bug's effect is not activated."""
    table, _ = _table()
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DB, target="player", request="battle")
    s.pick("activate", "Waboku", player=1)
    _pass_all(s, duel)
    assert lp(duel) == (8000, 8000) and hand(duel, 0) == []
    assert [e["name"] for e in of_type(duel, "chain")] == ["Waboku"]
