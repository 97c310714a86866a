"""Judgment of Anubis (Counter Trap): "When a Spell Card is activated by your opponent that
would destroy a Spell/Trap Card(s) on the field: discard 1 card; negate the activation, and if
you do, destroy it ...". Its own player's Spell, however it destroys Spells and Traps, is no
activation by the opponent: Judgment of Anubis is not offered in response to it (the card's
text; the opponent's Mystical Space Typhoon is answered: test_burn_and_lockdown.py)."""

from duelist.testing.scenario import Script, Table


def test_judgment_of_anubis_does_not_answer_your_own_mystical_space_typhoon():
    """Player 0's Main Phase 1: Judgment of Anubis and Waboku Set, Mystical Space Typhoon and
    Celtic Guardian (a card to discard) in the hand; player 1 has Trap Hole Set. Player 0
    activates Mystical Space Typhoon on Trap Hole (player 1 has nothing to respond with); player
    0 may respond to their own Chain Link 1 (Waboku is offered) but not with Judgment of Anubis."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Judgment of Anubis")
    table.spell_trap(0, "Waboku")
    table.hand(0, "Mystical Space Typhoon", "Celtic Guardian")
    hole = table.spell_trap(1, "Trap Hole")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=0)
    s.pick("target", hole, player=0)
    if duel.request.player == 1:                    # (player 1 has nothing to respond with: not asked)
        s.pick("pass", player=1, request="chain")
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert s.has("activate", "Waboku")
    assert not s.has("activate", "Judgment of Anubis")
