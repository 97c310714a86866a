"""Who has lost, as the state checks' win test reads it (round 33s: duel.py `_set_loser`, the
win tests `self._losers is not _NOBODY` in actions.py `_state_checks` / `_state_checks_again`
and turn.py `_turn_start_proc`). Seed 000 §勝負判定條件 / ENGINE.md §2: a player whose LP reach
0 loses at the next state check, unless the LP are above 0 again by then; a deck-out or a
special win loses at once; both players at once is a draw.

`_losers` is a pair, never changed in place: a new pair at every change, and the one shared
`_NOBODY` pair whenever nobody has lost, so that the test at every state check is one identity
test and a fork shares the pair (a tuple: nothing to copy).

- Judge's rulings: LP set to 0 and back above 0 before a state check: nobody loses, and the
  mark is the shared pair again; LP left at 0: that player loses at the check; both players
  at 0: a draw; a player who decked out keeps that reason though their LP reach 0 too.
- Random duels of the four effect pairs and the Normal Monster decks: at every decision the
  pair is `_NOBODY` itself exactly when nobody is marked, a tuple, and a fork's is the same
  object."""

from duelist.engine.chain import _NOBODY
from duelist.engine.duel import Duel, STATE, SHARE
from duelist.testing.walks import random_decisions

BATTLE_OX = 5053103

PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
         ("yugi-starter", "kaiba-starter"))


def _duel():
    return Duel([BATTLE_OX] * 40, [BATTLE_OX] * 40, seed=3)


def test_lp_back_above_zero_before_the_check_loses_nothing():
    duel = _duel()
    assert duel._losers is _NOBODY
    duel.set_lp(1, 0)
    assert duel._losers == (None, "lp")
    duel.recover(1, 500)            # LP 500 again before any state check
    assert duel._losers is _NOBODY  # (the one identity test holds again)
    duel.check_position()
    assert duel.result is None and duel.players[1].lp == 500


def test_lp_left_at_zero_loses_at_the_check():
    duel = _duel()
    duel.set_lp(1, 0)
    duel.check_position()
    assert duel.result["winner"] == 0 and duel.result["reason"] == "lp"
    assert duel._losers == (None, "lp")


def test_both_players_at_zero_is_a_draw():
    duel = _duel()
    duel.set_lp(0, 0)
    duel.set_lp(1, 0)
    assert duel._losers == ("lp", "lp")
    duel.check_position()
    assert duel.result["winner"] is None


def test_a_deck_out_keeps_its_reason_though_the_lp_reach_zero():
    duel = _duel()
    duel.players[0].deck[:] = []
    assert duel._draw(0) is False
    assert duel._losers == ("deck_out", None)
    duel.set_lp(0, 0)               # the LP mark leaves the deck-out as it is
    assert duel._losers == ("deck_out", None)
    duel.set_lp(0, 100)             # nor does LP above 0 lift it
    assert duel._losers == ("deck_out", None)
    duel.check_position()
    assert duel.result["winner"] == 1 and duel.result["reason"] == "deck_out"


def test_the_pair_is_shared_by_forks_and_is_nobody_exactly_when_nobody_is_marked():
    assert STATE["_losers"] == SHARE
    seen = {"decisions": 0, "forks": 0}
    for duel, where in random_decisions(PAIRS + (("yugi_normals", "kaiba_normals"),), range(2)):
        losers = duel._losers
        assert type(losers) is tuple and len(losers) == 2, where
        assert (losers is _NOBODY) == (losers == (None, None)), where
        seen["decisions"] += 1
        if seen["decisions"] % 50 == 0 and duel.request is not None:
            fork = duel.fork()
            assert fork._losers is losers
            seen["forks"] += 1
    assert seen["decisions"] > 2000 and seen["forks"] > 40, seen
