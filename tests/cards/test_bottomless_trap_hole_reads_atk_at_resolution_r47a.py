"""Bottomless Trap Hole reads the ATK again as it resolves (round 47a).

The card's text: when the opponent summons a monster with 1500 or more ATK, destroy and banish
it. The condition is checked again at resolution (seed 000 §効果処理; the card's rulings:
a monster whose ATK fell below 1500 in the chain is not destroyed)."""

from duelist.testing.reads import banished, field_monsters, of_type
from duelist.testing.scenario import Script, Table


def test_a_monster_weakened_below_1500_in_the_chain_is_not_destroyed():
    """Q: my opponent Normal Summons Battle Ox (1700 ATK); I activate Bottomless Trap Hole and
    chain Skull Dice, which rolls a 5: Battle Ox has 1200 ATK when Bottomless Trap Hole
    resolves. A: it is not destroyed (below 1500 then); it stays on the field."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.hand(1, "Battle Ox")
    table.spell_trap(0, "Bottomless Trap Hole")
    table.spell_trap(0, "Skull Dice")
    duel = table.build(seed=1)          # (this seed's die roll is a 5)
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    s.pick("activate", "Bottomless Trap Hole", player=0, request="chain")
    while not s.has("activate", "Skull Dice"):
        s.pick("pass")
    s.pick("activate", "Skull Dice", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [e["result"] for e in of_type(duel, "die_roll")] == [5]
    assert field_monsters(duel, 1) == ["Battle Ox"] and banished(duel, 1) == []
    assert duel.atk(duel.monsters(1)[0]) == 1200
