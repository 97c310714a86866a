"""Wave-Motion Cannon deals 1000 damage for each Standby Phase it waited (round 48a).

The card's text: send it to the GY to inflict 1000 damage for each of its controller's
Standby Phases since it was activated. Two Standby Phases: 2000."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def test_wave_motion_cannon_fired_after_two_of_my_standby_phases_deals_2000():
    """Q: I activate Wave-Motion Cannon in my turn 3 and fire it in my turn 7, after my
    Standby Phases of turns 5 and 7. How much damage? A: 2000 (2 x 1000)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Wave-Motion Cannon")
    table.deck(0, ["Battle Ox"] * 6)
    table.deck(1, ["Battle Ox"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Wave-Motion Cannon")
    while duel.request.kind == "chain":
        s.pick("pass")
    for _ in range(4):
        s.end_turn()
    assert duel.turn == 7 and duel.turn_player == 0
    s.pick("activate", "Wave-Motion Cannon")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel)[1] == 8000 - 2000 and "Wave-Motion Cannon" in grave(duel, 0)
