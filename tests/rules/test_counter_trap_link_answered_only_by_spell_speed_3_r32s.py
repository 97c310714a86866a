"""Once a Counter Trap is on the chain, only a spell speed 3 effect may respond to it (seed 000
§反擊陷阱, §連鎖: a link must be at least the spell speed of the link it answers), whatever the
spell speed of the links below it.

The engine reads the spell speed of the chain's last link where it makes a full ask of what a
player may activate (chain.py `_response_options`; the ask made right after a response in
`_priority_asks`). Round 32s: the open mutant of round 31n that read the first link's speed."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_a_quick_play_spell_cannot_answer_solemn_judgment_chained_to_a_quick_play_spell():
    """Player 0 activates Mystical Space Typhoon (spell speed 2) on player 1's Set card; player 1
    chains Solemn Judgment (a Counter Trap, spell speed 3). Player 0, asked to respond, is
    offered Seven Tools of the Bandit (a Counter Trap) but not the second Mystical Space
    Typhoon in the hand: spell speed 2 cannot answer Chain Link 2."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Mystical Space Typhoon")
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(0, "Seven Tools of the Bandit")
    table.spell_trap(1, "Solemn Judgment")
    tools = table.spell_trap(1, "Seven Tools of the Bandit")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", first=True)
    s.pick("target", tools)
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert s.has("activate", "Seven Tools of the Bandit")
    assert not s.has("activate", "Mystical Space Typhoon")
    s.pick("pass")
    for _ in range(10):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    # Solemn Judgment negated the first Mystical Space Typhoon: player 1's Seven Tools stays
    assert grave(duel, 0).count("Mystical Space Typhoon") == 1
    assert "Seven Tools of the Bandit" not in grave(duel, 1)


def test_a_counter_trap_still_answers_a_quick_play_spell_as_chain_link_2():
    """The other side of the same rule: Solemn Judgment (spell speed 3) answers Mystical Space
    Typhoon (spell speed 2) as Chain Link 2."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Solemn Judgment")
    tools = table.spell_trap(1, "Seven Tools of the Bandit")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", tools)
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert s.has("activate", "Solemn Judgment")
