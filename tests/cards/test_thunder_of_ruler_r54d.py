"""Thunder of Ruler (91781589): a Normal Trap activated only in the opponent's Standby Phase; that
turn the opponent cannot conduct their Battle Phase.

Sources: the card's text (the 2005 English text and today's say the same: no ERAS entry);
yugioh-wiki.net 《覇者の一括》: activated in the opponent's Standby Phase only (not in their Main
Phase, not in one's own turn), the opponent cannot enter the Battle Phase that turn, so they
have no Main Phase 2 either (Seed 004 §主要阶段2: Main Phase 2 follows only a Battle Phase); the
rule ends with the turn. Solemn Judgment negates a Trap Card's activation (its text): nothing
is barred then. The engine: the lasting player rule `no_battle_phase` (Soul Exchange's),
engine/turn.py `_battle_phase_barred`."""

from duelist.testing.reads import grave, kinds, lp
from duelist.testing.scenario import Script, Table


def _opponents_standby(*extra_traps, rules=None):
    table = Table(rules=rules, turn=4, turn_player=1, phase="standby")
    table.spell_trap(0, "Thunder of Ruler")
    for name in extra_traps:
        table.spell_trap(1, name)
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    return table.build()


def _to_main1(s, duel):
    while duel.phase == "standby":
        s.pick("pass")


def _activate_in_standby(duel):
    s = Script(duel)
    assert duel.phase == "standby"
    if duel.request.player == 1:
        s.pick("pass", player=1, request="chain")
    s.pick("activate", "Thunder of Ruler", player=0)
    return s


def test_thunder_of_ruler_bars_the_opponents_battle_phase_that_turn():
    """Q: in my opponent's Standby Phase I activate Thunder of Ruler. May they attack with their
    Battle Ox this turn? A: no: their Main Phase 1 offers no Battle Phase; my LP stay 8000,
    Thunder of Ruler is in my GY."""
    duel = _opponents_standby()
    s = _activate_in_standby(duel)
    _to_main1(s, duel)
    assert duel.phase == "main1" and duel.turn_player == 1
    assert "battle" not in kinds(duel)
    assert grave(duel, 0) == ["Thunder of Ruler"]
    s.end_turn()
    assert lp(duel) == (8000, 8000)
    assert duel.turn == 5 and duel.turn_player == 0


def test_thunder_of_ruler_bars_that_turn_only():
    """Q: the turn after, and in their next turn again, may my opponent conduct a Battle Phase?
    A: yes: the rule lasted one turn; in turn 6 their Main Phase 1 offers the Battle Phase."""
    duel = _opponents_standby()
    s = _activate_in_standby(duel)
    _to_main1(s, duel)
    s.end_turn()                      # turn 5: mine
    assert duel.turn == 5
    s.end_turn()                      # turn 6: theirs
    while duel.phase != "main1":
        s.pick("pass")
    assert duel.turn == 6 and duel.turn_player == 1 and "battle" in kinds(duel)


def test_thunder_of_ruler_not_in_the_opponents_main_phase():
    """Q: may I activate Thunder of Ruler in my opponent's Main Phase 1 (at their move to the
    Battle Phase)? A: no: only in their Standby Phase; it is not offered, and their Battle
    Phase begins."""
    table = Table(turn=4, turn_player=1, phase="main1")
    table.spell_trap(0, "Thunder of Ruler")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1, request="idle")
    if duel.request.kind == "chain":
        assert not s.has("activate", "Thunder of Ruler")
        s.pick("pass", player=0)
    assert duel.phase == "battle"


def test_thunder_of_ruler_not_in_my_own_standby_phase():
    """Q: may I activate Thunder of Ruler in my own Standby Phase? A: no: it is not offered
    there (the text names the opponent's Standby Phase)."""
    table = Table(turn=3, turn_player=0, phase="standby")
    table.spell_trap(0, "Thunder of Ruler")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    while duel.phase == "standby":
        assert not s.has("activate", "Thunder of Ruler")
        s.pick("pass")
    assert duel.phase == "main1"
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Thunder of Ruler"]


def test_thunder_of_ruler_negated_by_solemn_judgment_goat():
    """Q: (Goat) my opponent answers my Thunder of Ruler with Solemn Judgment. May they still
    attack? A: yes: the activation was negated; they paid half their LP (4000) and attack me
    directly with Battle Ox for 1700."""
    duel = _opponents_standby("Solemn Judgment", rules="GOAT")
    s = _activate_in_standby(duel)
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    _to_main1(s, duel)
    assert duel.players[1].lp == 4000
    assert "battle" in kinds(duel)
    s.pick("battle", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("attack", "Battle Ox", target="player", request="battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000 - 1700, 4000)
    assert sorted(grave(duel, 0) + grave(duel, 1)) == ["Solemn Judgment", "Thunder of Ruler"]
