"""The kept-answers oracle (duelist/testing/invariants.py `check_kept_answers`) on the Fusion
Monsters kept by Level for each Extra Deck (chain.py `_extra_fusions`, `_phase_cards[20]`,
round 28d: what Metamorphosis reads): silent while nothing is kept, while one player's answer
is kept beside the other's not yet made, and while what is kept is a walk of the Extra Deck
(its Fusion Monsters only: a Synchro Monster is none). A stale answer is caught only once the
oracle has a name for it (round 28n's request 1 adds the name and the tests that show it)."""

from duelist.testing.invariants import check_kept_answers
from duelist.testing.scenario import Table


def _duel():
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Summoned Skull")
    table.extra(0, "Ojama King", "Dark Balter the Terrible", "Ryu Senshi")
    table.extra(1, "Gatling Dragon", "Drill Warrior", "Thousand-Eyes Restrict")   # (Drill Warrior: a Synchro Monster)
    return table.build()


def test_the_oracle_is_silent_with_nothing_kept_and_with_a_walk_kept():
    duel = _duel()
    assert duel._phase_cards[20] is None
    check_kept_answers(duel)
    duel._extra_fusions(0)
    check_kept_answers(duel)        # (player 1's not asked yet: None beside player 0's)
    duel._extra_fusions(1)
    check_kept_answers(duel)
