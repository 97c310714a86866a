"""Each duel of a match is dealt from a 64-bit seed drawn from the match's own seed (two
32-bit draws of its PRNG, high half first), so a match replay, or any one of its duels
cut out and replayed alone as a plain duel, re-runs the same shuffle and coin toss on
every version that keeps the draw."""

from duelist.engine.duel import Duel
from duelist.engine.rng import PRNG
from duelist.match import Match

from matchkit import decks, finish_duel, next_duel


def _duel_seeds(match_seed, n):
    rng = PRNG(match_seed)
    return [(rng.next32() << 32) | rng.next32() for _ in range(n)]


def test_each_duel_of_a_match_is_the_plain_duel_of_its_drawn_seed():
    d0, d1 = decks()
    plain = [{"main": d["main"], "extra": d["extra"]} for d in (d0, d1)]
    match = Match(d0, d1, seed=4520)
    seeds = _duel_seeds(4520, 2)
    assert all(s >= 1 << 32 for s in seeds)          # the high half is used
    alone = Duel(plain[0], plain[1], seed=seeds[0])
    assert (match.duel.log_length(), match.duel.log_digest()) == (alone.log_length(), alone.log_digest())
    finish_duel(match, 0)
    next_duel(match, go_first=True)                  # the loser, player 2, goes first
    alone = Duel(plain[0], plain[1], seed=seeds[1], first_player=1)
    assert (match.duel.log_length(), match.duel.log_digest()) == (alone.log_length(), alone.log_digest())
