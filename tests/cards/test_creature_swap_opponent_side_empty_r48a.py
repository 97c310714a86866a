"""Creature Swap when the opponent has no monster left at resolution (round 48a).

Seed 000 §効果処理 / the card's own text: Creature Swap swaps one monster each player controls,
chosen as it resolves (no target). Goat judges' reading (goatformat.com, "Individual Rulings
(A-C)", CREATURE SWAP, in our own words): if either player controls no monster when it
resolves, nothing is swapped. Round 47a's test empties the activating player's side; this one
the opponent's."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table


def test_creature_swap_does_nothing_once_the_opponents_only_monster_was_destroyed():
    """Q: I activate Creature Swap with my Battle Ox against my opponent's Celtic Guardian and
    chain my own Ring of Destruction on Celtic Guardian. What does Creature Swap do? A:
    nothing: my opponent controls no monster when it resolves; I keep Battle Ox and am asked
    nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Creature Swap")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(0, "Ring of Destruction")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    for _ in range(4):
        if s.has("activate", "Ring of Destruction"):
            break
        s.pick("pass")
    s.pick("activate", "Ring of Destruction", player=0, request="chain")
    s.pick("target", "Celtic Guardian", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == []
    assert [c.name for c in duel.players[1].grave] == ["Celtic Guardian"]
    assert lp(duel) == (8000 - 1400, 8000 - 1400)
