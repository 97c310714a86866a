"""Trap Dustshoot shows its activator the opponent's whole hand (round 48b's mutation round).

Trap Dustshoot's text (look at your opponent's hand, choose 1 monster in it and shuffle it into
the Deck): its activator sees every card of that hand, the Spells among them too, before the
monster is chosen."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def test_trap_dustshoot_shows_all_four_cards_to_its_activator():
    """Q: my opponent holds Battle Ox, Sangan, Pot of Greed and Dark Hole; I activate Trap
    Dustshoot. What do I see? A: all four cards; then I pick Battle Ox to go to their Deck."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Trap Dustshoot")
    table.hand(1, "Battle Ox", "Sangan", "Pot of Greed", "Dark Hole")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", request="idle", player=1)
    s.pick("activate", "Trap Dustshoot", request="chain", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    shown = [e["private"]["name"] for e in of_type(duel, "reveal")
             if e.get("private", {}).get("player") == 0]
    assert sorted(shown) == ["Battle Ox", "Dark Hole", "Pot of Greed", "Sangan"]
    s.pick("option", "Battle Ox", player=0)
    assert "Battle Ox" in [c.name for c in duel.players[1].deck]
