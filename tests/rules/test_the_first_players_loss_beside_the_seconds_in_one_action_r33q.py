"""LP 0 and a deck-out decide the duel at the next state check, for either player alike
(seed 000 §勝負判定條件: a player whose LP reaches 0 loses, a player who must draw from an
empty Deck loses; both players losing at once is a draw; ENGINE.md §2: the check decides on
LP as they stand when it is made). Here the first player is the one whose LP moves last:

- player 0's LP brought to 0 and raised again inside one action, before any check: nobody
  loses (the mirror of round 29v's test for player 1);
- player 1 draws from an empty Deck and, in the same action, player 0's LP reach 0: both
  have lost at once, a draw.

Round 33s keeps the losers as a pair replaced at every change (duel.py `_set_loser`: player
0's entry with player 1's kept beside it); round 33q: mutation testing of those lines (player
0's change keeping player 0's old entry in player 1's place: the first case then names player
1 the loser of a duel nobody lost, the second forgets player 1's deck-out)."""

from duelist.testing.reads import lp, once
from duelist.testing.scenario import Table


def _at_standby(fn, lp_=(8000, 8000), deck_1=("Mystical Elf",) * 3):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="standby", lp=lp_)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, list(deck_1))
    table.at("standby_phase", once(fn))
    return table.build()


def test_the_first_players_lp_gained_back_before_the_state_check_is_no_loss():
    # (LP set to 0 by fiat: effect damage to 0 ends the duel at once, round 59a)
    def down_and_up(duel):
        duel.set_lp(0, 0)
        duel.recover(0, 500)
    duel = _at_standby(down_and_up)
    assert lp(duel) == (500, 8000)
    assert duel.result is None and duel.request is not None


def test_a_deck_out_and_the_opponents_zero_lp_in_one_action_is_a_draw():
    def both(duel):
        assert duel._draw(1) is False         # (player 1's Deck is empty)
        duel.effect_damage(0, 9000)
    duel = _at_standby(both, deck_1=())
    assert lp(duel) == (0, 8000)
    assert duel.result["winner"] is None
    assert "both players" in duel.result["reason"]
