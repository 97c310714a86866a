"""Lightforce Sword whose opponent empties their hand in its chain (round 48c).

Lightforce Sword's text: banish 1 random card from your opponent's hand face-down. If the
opponent's hand is empty when it resolves (they chained Mystical Space Typhoon, their last card),
it does nothing, and the duel goes on."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def test_lightforce_sword_after_the_opponent_played_their_last_card_does_nothing():
    """Q: my opponent Normal Summons Battle Ox, keeping only Mystical Space Typhoon in hand; I
    activate Lightforce Sword; they chain the Typhoon on my Set Waboku. What does Lightforce Sword
    banish? A: nothing: their hand is empty."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.hand(1, "Battle Ox", "Mystical Space Typhoon")
    table.spell_trap(0, "Lightforce Sword")
    waboku = table.spell_trap(0, "Waboku")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    s.pick("pass", player=1, request="chain")
    s.pick("activate", "Lightforce Sword", player=0, request="chain")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", waboku, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert duel.players[1].hand == [] and banished(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Lightforce Sword", "Waboku"]
