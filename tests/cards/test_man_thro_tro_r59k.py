"""Man-Thro' Tro' (43714890): in its controller's Main Phase, as often as they like, they Tribute 1
Normal Monster they control (not a Token; a cost) to deal 800 damage to the opponent.

Sources, in our words: the card's text (AST, 2004) and yugioh-wiki.net 《人投げトロール》 (an ignition
effect with no limit a turn; Normal Monsters only, Tokens excluded; it cannot Tribute itself). No ERAS
entry (both texts mean the same): tested under both presets. The Tribute is a cost (seed 000 §代價): a
monster effect negated by Skill Drain as it resolves keeps its cost paid."""

import pytest

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

MT = "Man-Thro' Tro'"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_man_thro_tro_throws_normal_monsters_for_800_each(rules):
    """Q: I control Man-Thro' Tro', Battle Ox and Celtic Guardian (Normal Monsters); I use its effect
    twice. A: both are Tributed and my opponent takes 1600."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, MT)
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    for name in ("Battle Ox", "Celtic Guardian"):
        s.pick("activate", MT)
        s.pick("select", name, request="select")
        _pass(s)
    assert lp(duel) == (8000, 6400)
    assert grave(duel, 0) == ["Battle Ox", "Celtic Guardian"] and [c.name for c in duel.monsters(0)] == [MT]


def test_man_thro_tro_needs_a_normal_monster_not_a_token_nor_itself():
    """Q: may I use its effect when I control (a) Man-Thro' Tro' and Sangan (an Effect Monster), or (b)
    Man-Thro' Tro' and 4 Sheep Tokens? A: no, and no: neither is a Normal Monster it may throw, and it
    cannot throw itself."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, MT)
    table.monster(0, "Sangan")
    duel = table.build()
    assert not Script(duel).has("activate", MT)

    table = Table(turn=3, turn_player=0)
    table.monster(0, MT)
    table.spell_trap(0, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    _pass(s)
    assert len(duel.monsters(0)) == 5
    assert not s.has("activate", MT)


def test_man_thro_tro_under_skill_drain_loses_the_tribute_and_deals_nothing():
    """Q: I activate Man-Thro' Tro', Tributing Battle Ox; my opponent chains Skill Drain (paying 1000 LP).
    A: the cost is paid (Battle Ox is in my GY) but the effect is negated: no damage."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, MT)
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Skill Drain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", MT)
    s.pick("select", "Battle Ox", request="select")
    s.pick("activate", "Skill Drain", player=1, request="chain")
    _pass(s)
    assert lp(duel) == (8000, 7000) and grave(duel, 0) == ["Battle Ox"]
    assert [e for e in duel.log if e["type"] == "damage"] == []
