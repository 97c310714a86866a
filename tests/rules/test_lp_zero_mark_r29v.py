"""LP 0 decides the duel at the next state check, however the LP got there (round 29v: the
state checks read a mark made where LP is written, not both players' LP at every check).

Seeds: 000 §勝負判定條件 (玩家有一方基本分變成0時判負; 同時變成0時平手); ENGINE.md §2
(state-based checks: LP 0).
"""

from duelist.testing.reads import lp, once
from duelist.testing.scenario import Table


def _at_standby(fn, lp_=(8000, 8000)):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="standby", lp=lp_)
    table.at("standby_phase", once(fn))
    return table.build()


def test_a_player_whose_lp_a_cost_brings_to_zero_loses():
    """seed 000 §勝負判定條件: paying LP is a way LP reaches 0 like any other; the player who
    paid the last of their LP loses at the next state check."""
    duel = _at_standby(lambda duel: duel.pay_lp(1, 1000), lp_=(8000, 1000))
    assert lp(duel) == (8000, 0)
    assert duel.result["winner"] == 0 and duel.result["reason"] == "lp"


def test_a_player_whose_lp_effect_damage_brings_to_zero_loses():
    """seed 000 §勝負判定條件: effect damage beyond the remaining LP leaves 0 and the player
    loses at the next state check."""
    duel = _at_standby(lambda duel: duel.effect_damage(0, 3000), lp_=(2500, 8000))
    assert lp(duel) == (0, 8000)
    assert duel.result["winner"] == 1 and duel.result["reason"] == "lp"
    assert duel.log[-1]["type"] == "duel_end"


def test_both_players_brought_to_zero_by_one_action_is_a_draw():
    """seed 000 §勝負判定條件 (同時變成0時平手): a cost and damage in the same action, before
    any state check, bring both players to 0 LP: the duel is a draw."""
    def both(duel):
        duel.pay_lp(0, 8000)
        duel.effect_damage(1, 9000)
    duel = _at_standby(both)
    assert lp(duel) == (0, 0)
    assert duel.result["winner"] is None
    assert "both players" in duel.result["reason"]


def test_lp_gained_back_before_the_state_check_is_no_loss():
    """ENGINE.md §2: the state check decides on LP as it stands when the check is made; LP set
    to 0 by fiat (`set_lp`: effect damage to 0 ends the duel at once, round 59a) and raised
    again inside one action, before any check, loses nothing."""
    def down_and_up(duel):
        duel.set_lp(1, 0)
        duel.recover(1, 500)
    duel = _at_standby(down_and_up)
    assert lp(duel) == (8000, 500)
    assert duel.result is None and duel.request is not None


def test_a_position_set_up_with_zero_lp_is_already_decided():
    """seed 000 §勝負判定條件: a table set with one player at 0 LP is a finished duel before
    its first decision; both at 0 is a draw."""
    duel = Table(rules="MR5", turn=3, phase="main1", lp=(8000, 0)).build()
    assert duel.result["winner"] == 0 and duel.result["reason"] == "lp"
    assert duel.request is None
    duel = Table(rules="MR5", turn=3, phase="main1", lp=(0, 0)).build()
    assert duel.result["winner"] is None


def test_a_deck_out_and_zero_lp_of_one_player_lose_by_the_deck_out_first_found():
    """seed 000 §勝負判定條件: a player who drew from an empty deck and then reached 0 LP in
    the same action has lost once; the duel names the deck-out, as it always has."""
    def empty_then_zero(duel):
        duel.players[1].deck[:] = []
        duel._draw(1)
        duel.effect_damage(1, 8000)
    duel = _at_standby(empty_then_zero)
    assert duel.result["winner"] == 0 and duel.result["reason"] == "deck_out"
