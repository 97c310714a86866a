"""A summon-negation window limits only its first link to the effects that negate a summon
(seed 000 §反擊陷阱): once Solemn Judgment is activated against a summon, the summoning player
may respond to it with a Counter Trap that negates a Trap's activation.

The engine picks, in `_response_options`, the column of the offer cache a full ask reads: the
summon-negation column only while no chain is being built (chain.py, round 30w's reordered
lines). Round 31n: mutation testing of round 30's lines."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_seven_tools_answers_solemn_judgment_activated_against_a_summon():
    """Player 0 has Seven Tools of the Bandit Set and Normal Summons Celtic Guardian; player 1
    activates Solemn Judgment to negate the summon. Player 0, asked to respond, is offered
    Seven Tools of the Bandit; it negates Solemn Judgment, and Celtic Guardian stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Seven Tools of the Bandit")
    table.hand(0, "Celtic Guardian")
    table.spell_trap(1, "Solemn Judgment")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Celtic Guardian")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert s.has("activate", "Seven Tools of the Bandit")
    s.pick("activate", "Seven Tools of the Bandit")
    for _ in range(10):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert "Solemn Judgment" in grave(duel, 1)
