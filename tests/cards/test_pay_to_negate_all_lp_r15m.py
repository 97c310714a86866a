"""Dark Balter the Terrible and Ryu Senshi: "you can pay 1000 LP; negate that effect" when a
player has exactly 1000 LP (kit.py `pay_to_negate`). A Life Point cost may be paid down to 0:
the cost is payable, the player pays it and loses at once, before the chain goes on (seed 000
§勝負判定條件: LP 0 loses; the same ruling as Seven Tools of the Bandit paid with exactly 1000 LP,
tests/rules/test_timing_and_windows.py::test_life_points_paid_down_to_zero_end_the_duel_at_once).
With less than 1000 LP the effect is not offered."""

from duelist.testing.scenario import Script, Table


def _attack_into_mirror_force(lp0):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step", lp=(lp0, 8000))
    table.monster(0, "Ryu Senshi")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Ryu Senshi", target="player")
    s.pick("activate", "Mirror Force", player=1)
    return duel, s


def test_ryu_senshi_with_exactly_1000_lp_can_pay_them_and_loses_at_once():
    """Player 0 has exactly 1000 LP; Ryu Senshi attacks and player 1 activates Mirror Force
    (a Normal Trap). Player 0 is offered Ryu Senshi's effect, pays 1000 LP and loses at once:
    player 1 wins by LP on turn 3, and Mirror Force never resolves."""
    duel, s = _attack_into_mirror_force(1000)
    assert duel.request.player == 0 and s.has("activate", "Ryu Senshi")
    s.pick("activate", "Ryu Senshi", player=0)
    assert duel.result == {"winner": 1, "reason": "lp", "turn": 3}
    assert [e for e in duel.log if e["type"] == "resolve"] == []


def test_ryu_senshi_with_999_lp_is_not_offered():
    """The same with 999 LP: 1000 LP cannot be paid, so Ryu Senshi's effect is not offered."""
    duel, s = _attack_into_mirror_force(999)
    assert not (duel.request is not None and duel.request.player == 0 and s.has("activate", "Ryu Senshi"))
