"""Round 17x: the random agent's pick has one home in rng.py, `random_choice`, which the agent
takes as its own `choose` (no call into the PRNG at a decision), and the rejection table a
public name, `LIMITS`. The agent picks uniformly among the legal options with its own PRNG:
option number `below(len(options))` (xoshiro128**; a draw at or over the largest multiple of
n not over 2**32, `LIMITS[n]`, is drawn again, so that no option is favoured). The pick writes
`below`'s draw out; its picks, its draws and the PRNG's state after each must be `below`'s, so
that every bench duel (`duelist bench`'s random players) and every log stays the same.
"""

import pytest

from duelist.agents import RandomAgent
from duelist.engine.rng import LIMITS, PRNG, random_choice

M32 = 0xFFFFFFFF


class _Request(object):
    def __init__(self, options):
        self.options = options


def _state_drawing(r, rng):
    """`rng`'s state changed so that its next draw is `r` (the output depends on the second
    word alone: s1 = rotr(r * 9^-1, 7) * 5^-1 mod 2**32)."""
    x = r * pow(9, -1, 2 ** 32) & M32
    x = ((x >> 7) | (x << 25)) & M32
    rng.s1 = x * pow(5, -1, 2 ** 32) & M32
    return rng


def test_the_agent_chooses_by_rngs_random_choice():
    assert RandomAgent.choose is random_choice


def test_limits_are_the_largest_multiples_of_n_not_over_2_to_the_32():
    assert len(LIMITS) == 256 and LIMITS[0] == 0
    for n in range(1, 256):
        assert LIMITS[n] % n == 0 and LIMITS[n] <= 2 ** 32 < LIMITS[n] + n


def test_the_agent_picks_the_option_below_draws_for_every_count_of_options():
    """For 1 to 300 options (lists and tuples) and many seeds the agent's choice is option
    `below(n)` of a PRNG with the same seed, both PRNGs in the same state after every pick."""
    for seed in range(40):
        agent, plain = RandomAgent(seed), PRNG(seed)
        for n in list(range(1, 40)) + [100, 200, 254, 255, 256, 257, 300] * 3:
            options = tuple(range(n)) if n % 2 else list(range(n))
            assert agent.choose(None, _Request(options)) == options[plain.below(n)], (seed, n)
            assert agent.rng.getstate() == plain.getstate(), (seed, n)


@pytest.mark.parametrize("n", [3, 7, 200, 255])
def test_a_rejected_draw_is_drawn_again_by_the_agent_as_by_below(n):
    """A draw at `LIMITS[n]` or over (up to 2**32 - 1; n not a power of two) is rejected: the
    agent draws again as `below` does, and the pick is the second draw's."""
    limit = LIMITS[n]
    for r in (limit, M32):
        seed = 2000 + r % 89
        agent, plain = RandomAgent(seed), _state_drawing(r, PRNG(seed))
        _state_drawing(r, agent.rng)
        probe = plain.copy()
        assert probe.next32() == r
        options = ["option %d" % i for i in range(n)]
        picked = agent.choose(None, _Request(options))
        assert picked == options[plain.below(n)]
        assert agent.rng.getstate() == plain.getstate()
        assert picked == options[probe.next32() % n]


def test_a_draw_just_under_the_limit_is_kept():
    """At `LIMITS[n] - 1` the draw is kept: option (LIMITS[n] - 1) % n = n - 1, the last one,
    after one draw and no more."""
    for n in (2, 3, 7, 200, 255):
        agent = RandomAgent(5)
        _state_drawing(LIMITS[n] - 1, agent.rng)
        state = agent.rng.copy()
        assert agent.choose(None, _Request(list(range(n)))) == n - 1
        state.next32()
        assert agent.rng.getstate() == state.getstate()


def test_no_options_is_an_error_as_below_zero_is():
    with pytest.raises(ValueError):
        RandomAgent(1).choose(None, _Request([]))
    with pytest.raises(ValueError):
        PRNG(1).below(0)
