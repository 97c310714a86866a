"""Chain Destruction answers a monster with exactly 2000 ATK (round 48a).

The card's text: when a monster with 2000 or less ATK is Summoned, target it; every card with
its name in its controller's hand and Deck is destroyed. 2000 is "2000 or less"."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_chain_destruction_on_alexandrite_dragon_with_2000_atk():
    """Q: my opponent Normal Summons Alexandrite Dragon (2000 ATK) holding a second one. May I
    activate Chain Destruction on it? A: yes: 2000 is 2000 or less; the copy in their hand is
    destroyed and the summoned one stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Alexandrite Dragon", "Alexandrite Dragon")
    table.spell_trap(1, "Chain Destruction")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Alexandrite Dragon", first=True)
    if duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    assert s.has("activate", "Chain Destruction")
    s.pick("activate", "Chain Destruction", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Alexandrite Dragon", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Alexandrite Dragon"]
    assert grave(duel, 0) == ["Alexandrite Dragon"] and duel.players[0].hand == []
