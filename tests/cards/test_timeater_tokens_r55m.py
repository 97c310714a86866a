"""Timeater (44913552), a judge's second look (round 55m): what "destroys an opponent's monster
by battle" needs.

Sources: the card's texts in our words (the 2005 print, Pharaonic Guardian PGD-010, and today's:
"if it destroys an opponent's monster by battle", no word of the GY); yugioh-wiki.net
《タイム・イーター》 (a trigger of the monster that destroyed the other by battle; its page names the
opponent's Sheep Tokens, Scapegoat's, among the low-ATK monsters that are easy prey for its
condition); the rule of Tokens (a Token destroyed by battle is destroyed by battle, then
vanishes). A monster banished
instead of going to the GY (Macro Cosmos) is still destroyed by battle: our reading of the same
text, under both presets."""

from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Script, Table

TIMEATER = "Timeater"


def _attack(target, rules="GOAT", extra=None):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, TIMEATER)
    table.monster(1, target, position="defense")
    if extra:
        table.spell_trap(1, extra, face_down=False)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", TIMEATER, target=target, request="battle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    return duel, s


def _skipped_next_turn(duel, s):
    s.end_turn()
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    return [(e["player"], e["phase"]) for e in of_type(duel, "phase_skipped")]


def test_timeater_destroys_a_sheep_token():
    """Q: my Timeater attacks my opponent's Sheep Token (Scapegoat) and destroys it. A: a Token
    destroyed by battle is destroyed by battle: Timeater's effect is activated and my opponent
    skips their next Main Phase 1."""
    duel, s = _attack("Sheep Token")
    assert field_monsters(duel, 1) == []
    assert [e["name"] for e in of_type(duel, "chain")] == [TIMEATER]
    assert _skipped_next_turn(duel, s) == [(1, "main1")]


def test_timeater_destroys_a_monster_under_macro_cosmos():
    """Q: Macro Cosmos is face-up; my Timeater destroys Battle Ox in Defense Position, which is
    banished instead of going to the GY. A: it was still destroyed by battle: my opponent skips
    their next Main Phase 1 (our reading of the text, which names no GY)."""
    duel, s = _attack("Battle Ox", extra="Macro Cosmos")
    assert [c.name for c in duel.players[1].banished] == ["Battle Ox"]
    assert [e["name"] for e in of_type(duel, "chain")] == [TIMEATER]
    assert _skipped_next_turn(duel, s) == [(1, "main1")]


def test_timeater_destroys_a_sheep_token_current_rules():
    """Q: the Sheep Token case under today's rules. A: the same: the effect is activated."""
    duel, s = _attack("Sheep Token", rules=None)
    assert [e["name"] for e in of_type(duel, "chain")] == [TIMEATER]


def test_timeater_destroys_my_own_monster_my_opponent_took():
    """Q: my opponent controls my Battle Ox through Snatch Steal; my Timeater destroys it by
    battle and it goes to my own GY. A: it was my opponent's monster when destroyed: they skip
    their next Main Phase 1."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, TIMEATER)
    ox = table.monster(0, "Battle Ox", position="defense")
    table.spell_trap(1, "Snatch Steal", face_down=False, equipped_to=ox)
    table.deck(1, ["Celtic Guardian"] * 3)
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    assert field_monsters(duel, 1) == ["Battle Ox"]
    s.pick("attack", TIMEATER, target=ox, request="battle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert "Battle Ox" in [c.name for c in duel.players[0].grave]
    assert [e["name"] for e in of_type(duel, "chain")] == [TIMEATER]
    assert _skipped_next_turn(duel, s) == [(1, "main1")]
