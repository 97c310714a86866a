"""Wave-Motion Cannon Set on an earlier turn counts from its activation (round 47a).

The card's text: 1000 damage for each of its controller's Standby Phases since THIS CARD WAS
ACTIVATED. A card Set face-down is not activated (seed 000 §魔法・罠カードのセット: a Set card is
activated when it is turned face-up by its activation), so the Standby Phases it spent Set do
not count."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def test_wave_motion_cannon_set_earlier_charges_only_from_its_activation():
    """Q: my Wave-Motion Cannon has been Set for some turns; I activate it in my turn 3 and
    fire it in my next turn. How much damage? A: 1000: one of my Standby Phases (turn 5's) came
    after the activation; those it spent Set count for nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Wave-Motion Cannon")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Wave-Motion Cannon")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.end_turn()
    s.end_turn()
    assert duel.turn == 5
    s.pick("activate", "Wave-Motion Cannon")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel)[1] == 7000 and "Wave-Motion Cannon" in grave(duel, 0)
