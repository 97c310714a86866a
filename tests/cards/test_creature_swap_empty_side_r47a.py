"""Creature Swap when one side has no monster left at resolution (round 47a).

Seed 000 §効果処理 / the card's own text: Creature Swap swaps one monster each player controls,
chosen as it resolves (no target). Goat judges' reading (goatformat.com, "Individual Rulings
(A-C)", CREATURE SWAP, in our own words): if either player controls no monster when it
resolves, nothing is swapped and the card simply resolves without effect."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_creature_swap_does_nothing_when_my_only_monster_was_destroyed_in_the_chain():
    """Q: I activate Creature Swap with my Battle Ox against my opponent's Celtic Guardian; they
    chain Ring of Destruction on my Battle Ox. What does Creature Swap do? A: nothing: I control
    no monster when it resolves, so there is nothing to swap; my opponent keeps Celtic Guardian
    and is asked nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Creature Swap")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Ring of Destruction")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    s.pick("activate", "Ring of Destruction", player=1, request="chain")
    s.pick("target", "Battle Ox", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert field_monsters(duel, 0) == []
    assert field_monsters(duel, 1) == ["Celtic Guardian"]
    assert [c.name for c in duel.players[0].grave] == ["Battle Ox", "Creature Swap"]
