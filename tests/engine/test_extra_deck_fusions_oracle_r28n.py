"""The kept-answers oracle (duelist/testing/invariants.py `check_kept_answers`) on the Fusion
Monsters kept by Level for each Extra Deck (chain.py `_extra_fusions`, `_phase_cards[20]`,
round 28d: what Metamorphosis reads): silent while nothing is kept and while what is kept is
a walk of the Extra Deck (its Fusion Monsters only: a Synchro Monster is none); a kept answer that went stale (a Fusion Monster that left the Extra
Deck still kept, one that came back not kept) is caught, for either player."""

import pytest

from duelist.engine import state as S
from duelist.testing.invariants import InvariantError, check_kept_answers
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


@pytest.mark.parametrize("player", [0, 1])
def test_a_fusion_monster_that_left_the_extra_deck_still_kept_is_caught(player):
    duel = _duel()
    kept = dict((level, list(cards)) for level, cards in duel._extra_fusions(player).items())
    gone = duel.players[player].extra[0]
    duel._remove(gone)
    duel._place(gone, S.GRAVE, player)
    # (as if `_remove` had not emptied the slot: the answer kept before the move)
    known = duel._phase_cards
    known[20] = [None, None]
    known[20][player] = kept
    with pytest.raises(InvariantError, match="Fusion Monsters kept"):
        check_kept_answers(duel)


def test_a_fusion_monster_back_in_the_extra_deck_not_kept_is_caught():
    duel = _duel()
    kept = duel._extra_fusions(0)
    kept[6] = [c for c in kept[6] if c.name != "Ryu Senshi"]      # (as if kept before it came back)
    with pytest.raises(InvariantError, match="Fusion Monsters kept"):
        check_kept_answers(duel)
