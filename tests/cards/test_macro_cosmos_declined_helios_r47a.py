"""Macro Cosmos when its controller declines Helios (round 47a).

The card's text: as it resolves, its controller "can" Special Summon "Helios - The Primordial
Sun" from the hand or Deck. Seed 000 §任意効果: an optional part is done only if the player
chooses it; declined, nothing is summoned and Helios stays where it was."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def test_macro_cosmos_declined_leaves_helios_in_the_hand_and_asks_nothing_more():
    """Q: I activate Macro Cosmos holding Helios - The Primordial Sun and answer no to its
    summon. A: Helios stays in my hand; I am asked nothing more (no choice, no position) and
    I am back in my Main Phase with no monster."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Macro Cosmos")
    table.hand(0, "Helios - The Primordial Sun")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Macro Cosmos", request="idle")
    s.pick("no", player=0, request="yes_no")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle"
    assert hand(duel, 0) == ["Helios - The Primordial Sun"] and field_monsters(duel, 0) == []
