"""Round 16p (issue 11: speed): the random agent's pick and the PRNG's draw, written for speed,
must give what the plain form gives. The random agent picks uniformly among the legal options
with its own PRNG: option number `rng.below(len(options))` (rng.py: xoshiro128**, a draw at or
over the largest multiple of n under 2**32 drawn again, so that no option is favoured). The pick
writes `below`'s draw out; the picks, the draws and the PRNG's state after each must be the
plain `below`'s, so that every bench duel (`duelist bench`'s random players) stays the same.
"""

import pytest

from duelist.agents import RandomAgent
from duelist.cli.bench_cmd import PAIRS, _play_out
from duelist.cli.common import load_playable_deck
from duelist.engine.duel import Duel
from duelist.engine.rng import LIMITS, PRNG

M32 = 0xFFFFFFFF


class _Request(object):
    def __init__(self, options):
        self.options = options


def _state_drawing(r, rng):
    """`rng`'s state changed so that its next draw is `r` (the output is a function of the
    second word alone: s1 = rotr(r * 9^-1, 7) * 5^-1 mod 2**32)."""
    x = r * pow(9, -1, 2 ** 32) & M32
    x = ((x >> 7) | (x << 25)) & M32
    rng.s1 = x * pow(5, -1, 2 ** 32) & M32
    return rng


def test_the_agent_picks_the_option_below_draws_for_every_count_of_options():
    """For 1 to 300 options and many seeds the agent picks option `below(n)` of a PRNG with
    the same seed, and both PRNGs are in the same state after every pick."""
    for seed in range(40):
        agent, plain = RandomAgent(seed), PRNG(seed)
        for n in list(range(1, 40)) + [100, 200, 254, 255, 256, 257, 300] * 3:
            options = list(range(n))
            assert agent.choose(None, _Request(options)) == options[plain.below(n)], (seed, n)
            assert agent.rng.getstate() == plain.getstate(), (seed, n)


@pytest.mark.parametrize("n", [3, 7, 200, 255])
def test_a_rejected_draw_is_drawn_again_by_the_agent_as_by_below(n):
    """A draw at or over the largest multiple of n under 2**32 is rejected and drawn again
    (no modulo bias); the agent's pick and `below` agree on the redraw and the state."""
    limit = LIMITS[n]
    assert limit < 2 ** 32
    for r in (limit, M32):
        seed = 1000 + r % 97
        agent = RandomAgent(seed)
        _state_drawing(r, agent.rng)
        plain = PRNG(seed)
        _state_drawing(r, plain)
        probe = plain.copy()
        assert probe.next32() == r     # (the forced draw is the rejected one)
        options = list(range(n))
        picked = agent.choose(None, _Request(options))
        assert picked == options[plain.below(n)]
        assert agent.rng.getstate() == plain.getstate()
        # the pick is the second draw's, not the rejected one's
        assert picked == probe.next32() % n


def test_below_draws_again_from_the_state_it_stored():
    """`below`'s one draw stores the state before it tests the limit; a rejected draw goes on
    from there: the same numbers as drawing next32 until one is under the limit."""
    for n in (3, 200, 3 * 2 ** 30, 2 ** 31 + 5):
        limit = (2 ** 32 // n) * n
        for seed in range(30):
            rng, ref = PRNG(seed), PRNG(seed)
            if n < 256:
                _state_drawing(limit + seed % (2 ** 32 - limit), rng)
                _state_drawing(limit + seed % (2 ** 32 - limit), ref)
            for _ in range(20):
                while True:
                    r = ref.next32()
                    if r < limit:
                        break
                assert rng.below(n) == r % n, (n, seed)
                assert rng.getstate() == ref.getstate()


class _PlainAgent(object):
    """The agent's pick as `options[rng.below(len(options))]`."""

    def __init__(self, seed):
        self.rng = PRNG(seed)

    def choose(self, duel, request):
        return request.options[self.rng.below(len(request.options))]


@pytest.mark.parametrize("pair", ["normals", "goat-warrior-zombie"])
def test_bench_duels_played_by_the_agent_are_those_the_plain_pick_plays(pair):
    """Bench duels (`duelist bench`'s random players) end with the same log and answers
    when each pick is made the plain way."""
    first, second, _ = dict(PAIRS)[pair]
    deck1, deck2 = load_playable_deck(first, "deck 1"), load_playable_deck(second, "deck 2")
    for seed in (3, 11):
        fast = _play_out(Duel(deck1, deck2, seed=seed), seed)
        duel = Duel(deck1, deck2, seed=seed)
        agents = (_PlainAgent(seed * 2 + 1), _PlainAgent(seed * 2 + 2))
        while duel.request is not None:
            duel.answer(agents[duel.request.player].choose(duel, duel.request))
        assert list(fast.log) == list(duel.log)
        assert fast.answers == duel.answers
