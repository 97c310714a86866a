"""Goblin Thief (45311864): a Normal Spell; the opponent takes 500 damage and its player gains
500 LP.

Sources: the card's text (AST 2004 and today's say the same, in our words); yugioh-wiki.net
《盗人ゴブリン》. Des Wombat (its text) makes the damage 0, but the gain is no damage and still
happens. Imperial Order negates Spell effects (its text): neither part applies."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _thief(table):
    table.hand(0, "Goblin Thief")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Goblin Thief", player=0, request="idle")
    _finish(s)
    return duel


def test_goblin_thief_damages_and_gains():
    """Q: I activate Goblin Thief at 8000 LP. A: I go to 8500, my opponent to 7500."""
    duel = _thief(Table(rules="GOAT", turn=3, turn_player=0))
    assert lp(duel) == (8500, 7500) and grave(duel, 0) == ["Goblin Thief"]
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(1, 500)]


def test_goblin_thief_against_des_wombat_still_gains():
    """Q: my opponent controls a face-up Des Wombat. A: no damage to them, but I gain 500."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Des Wombat")
    duel = _thief(table)
    assert lp(duel) == (8500, 8000)


def test_goblin_thief_under_imperial_order():
    """Q: Imperial Order is face-up; I activate Goblin Thief. A: negated: no damage, no gain."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = _thief(table)
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == ["Goblin Thief"]
