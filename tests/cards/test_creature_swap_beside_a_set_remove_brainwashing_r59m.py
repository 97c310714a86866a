"""Creature Swap (31036355) beside a Set Remove Brainwashing (94739788) (round 59m).

Sources, in our words: yugioh-wiki.net 《洗脳解除》 (a continuous effect: every monster on the field
is controlled by its owner while the card is face-up); seed 000 §永續效果 (a face-down card applies
nothing); Creature Swap's text (each player picks a monster they control; the two switch
control). As tests/cards/test_remove_brainwashing.py has it with the card face-up (no swap at
all): a Set Remove Brainwashing changes nothing.

Round 59m: kills actions.py `swap_control`'s owner-rule test read with `or` (a swap refused
wherever a monster would leave its owner, Remove Brainwashing applying or not), a stop 58 line
(round 58f)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_creature_swap_trades_beside_a_set_remove_brainwashing():
    """Q: my opponent has a Set Remove Brainwashing they do not activate; I activate Creature Swap,
    my Battle Ox for their Summoned Skull. A: the two switch control: I control the Skull, they
    control the Ox."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Creature Swap")
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Remove Brainwashing")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == ["Battle Ox"]
    assert grave(duel, 0) == ["Creature Swap"]
