"""Des Koala counts the opponent's hand as its flip effect resolves: a card added to that hand
by a chain link resolved before it counts too (round 52u).

Des Koala (flip: 400 damage for each card in the opponent's hand) -- the card's own text counts
the cards "in the opponent's hand" when the effect is applied, not when it was activated (seed
000 §連鎖 / chain links resolve last-in first-out: Chain Link 2 resolves first). Compulsory
Evacuation Device, chained by Des Koala's own player, returns the opponent's monster to the
opponent's hand before Des Koala's effect resolves."""

from duelist.testing.reads import hand, lp, of_type
from duelist.testing.scenario import Script, Table


def test_a_monster_returned_to_the_opponents_hand_in_the_chain_adds_400_damage():
    """Q: I Flip Summon Des Koala while my opponent holds 2 cards and controls Battle Ox; I chain
    my Set Compulsory Evacuation Device to Des Koala's effect and return Battle Ox to their hand.
    A: Compulsory Evacuation Device resolves first; Des Koala then counts 3 cards in my
    opponent's hand: 1200 damage, not 800."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Des Koala", position="set")
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.monster(1, "Battle Ox")
    table.hand(1, "Mystical Elf", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Des Koala")
    s.pick("activate", "Compulsory Evacuation Device", player=0, request="chain")
    s.pick("target", "Battle Ox")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert [e["name"] for e in of_type(duel, "resolve")] == ["Compulsory Evacuation Device", "Des Koala"]
    assert sorted(hand(duel, 1)) == ["Battle Ox", "Celtic Guardian", "Mystical Elf"]
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(1, 1200)]
    assert lp(duel) == (8000, 6800)


def test_an_empty_opponents_hand_takes_no_damage_at_all():
    """Q: I Flip Summon Des Koala while my opponent's hand is empty. A: its effect still
    resolves, but 400 x 0 is no damage: no LP change and no damage event (nothing a "when
    damage is inflicted" effect could answer)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Des Koala", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Des Koala")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert [e["name"] for e in of_type(duel, "resolve")] == ["Des Koala"]
    assert of_type(duel, "damage") == [] and lp(duel) == (8000, 8000)
