"""Who has lost, as the state checks read it: the mark made where LP or a Deck is written
(round 29v: duel.py `_lp_reached_zero`, `set_lp`; actions.py `recover`, `pay_lp`), checked
against the rule it stands for (round 30n: mutation testing of those lines).

Seeds: 000 §勝負判定條件 (玩家有一方基本分變成0時判負; 在必須抽卡時卡組沒有卡存在時判負);
ENGINE.md §2 (state-based checks: the check reads LP as it stands when it is made)."""

from duelist.testing.reads import lp, once
from duelist.testing.scenario import Table


def _at_standby(fn, lp_=(8000, 8000)):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="standby", lp=lp_)
    table.at("standby_phase", once(fn))
    return table.build()


def _phases_after(duel, kind):
    """The phases the log records after the first event of this type."""
    at = next(i for i, e in enumerate(duel.log) if e["type"] == kind)
    return [e["phase"] for e in duel.log[at:] if e["type"] == "phase"]


def test_a_deck_out_stands_whatever_lp_the_player_gains_before_the_check():
    """seed 000 §勝負判定條件: a player who had to draw from an empty Deck has lost; LP gained
    afterwards, in the same action, before the state check, changes nothing (only LP brought
    back above 0 undoes a loss by LP)."""
    def empty_draw_then_gain(duel):
        duel.players[1].deck[:] = []
        duel._draw(1)
        duel.recover(1, 500)
    duel = _at_standby(empty_draw_then_gain)
    assert lp(duel) == (8000, 8500)
    assert duel.result["winner"] == 0 and duel.result["reason"] == "deck_out"


def test_lp_at_zero_that_gains_nothing_is_still_zero_and_loses():
    """seed 000 §勝負判定條件: a gain of 0 LP (LP equal to the ATK of a 0 ATK monster) leaves
    a player at 0 LP at 0: they lose at the state check."""
    def down_then_nothing(duel):
        duel.effect_damage(1, 8000)
        duel.recover(1, 0)
    duel = _at_standby(down_then_nothing)
    assert lp(duel) == (8000, 0)
    assert duel.result["winner"] == 0 and duel.result["reason"] == "lp"


def test_lp_at_zero_raised_to_one_before_the_check_is_no_loss():
    """ENGINE.md §2: LP set to 0 by fiat (`set_lp`, a tool's: no damage, which ends the duel at
    once, round 59a) and raised to 1 inside one action, before any check: the check finds 1 LP
    and nobody has lost (the mark `recover` lifts)."""
    def down_then_one(duel):
        duel.set_lp(1, 0)
        duel.recover(1, 1)
    duel = _at_standby(down_then_one)
    assert lp(duel) == (8000, 1)
    assert duel.result is None and duel.request is not None


def test_a_cost_that_leaves_one_lp_is_paid_and_loses_nothing():
    """seed 000 §勝負判定條件: paying all but 1 LP leaves the player at 1 LP, in the duel."""
    duel = _at_standby(lambda duel: duel.pay_lp(1, 999), lp_=(8000, 1000))
    assert lp(duel) == (8000, 1)
    assert duel.result is None and duel.request is not None
    assert [e["lp"] for e in duel.log if e["type"] == "pay_lp"] == [1]


def test_a_position_set_up_at_one_lp_is_not_decided():
    """seed 000 §勝負判定條件: 1 LP is not 0: a table with a player at 1 LP goes on."""
    duel = Table(rules="MR5", turn=3, phase="main1", lp=(8000, 1)).build()
    assert duel.result is None and duel.request is not None
    assert lp(duel) == (8000, 1)


def test_lp_set_to_zero_and_back_above_it_before_the_check_is_no_loss():
    """docs/scenarios.md (`Duel.set_lp`): LP set by fiat follow the LP rule as LP brought there
    by play: set to 0 and then to 500 before any state check, the check finds 500 LP and
    nobody has lost."""
    def zero_then_500(duel):
        duel.set_lp(1, 0)
        duel.set_lp(1, 500)
    duel = _at_standby(zero_then_500)
    assert lp(duel) == (8000, 500)
    assert duel.result is None and duel.request is not None


def test_lp_reaching_zero_in_the_standby_phase_ends_the_duel_before_main_phase_1():
    """seed 000 §勝負判定條件, ENGINE.md §2: the state check at the Standby Phase's window ends
    the duel at once (a duel of Normal Monsters, whose windows make the checks themselves):
    no later phase begins."""
    duel = _at_standby(lambda duel: duel.effect_damage(1, 8000))
    assert duel.result["winner"] == 0 and duel.result["reason"] == "lp"
    assert _phases_after(duel, "damage") == []
    assert duel.log[-1]["type"] == "duel_end"
