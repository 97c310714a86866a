"""The random agent: a uniform pick among the legal options, from its own seeded PRNG."""

from duelist.agents.base import Agent
from duelist.engine.rng import _LIMITS, PRNG


class RandomAgent(Agent):
    name = "random"

    def __init__(self, seed=0):
        self.rng = PRNG(seed)

    def choose(self, duel, request):
        options = request.options
        n = len(options)
        if n <= 1 or n >= 256:
            return options[self.rng.below(n)]
        # = options[self.rng.below(n)]: `PRNG.below`'s one draw written out (the same
        # numbers, the state stored back the same way; a draw `below` would reject is drawn
        # again by `_below_again`, as `below` does). On PyPy `below` is compiled as a
        # function of its own, not inlined here: each choice was a `call_assembler` with a
        # frame built for it
        rng = self.rng
        s0 = rng.s0
        s1 = rng.s1
        s2 = rng.s2
        s3 = rng.s3
        r = s1 * 5 & 0xFFFFFFFF
        r = (r * 1152 + (r >> 25) * 9) & 0xFFFFFFFF    # = rotl(r, 7) * 9 mod 2**32
        t = (s1 & 0x7FFFFF) * 512                      # = s1 << 9 mod 2**32
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        rng.s0 = s0
        rng.s1 = s1
        rng.s2 = s2
        rng.s3 = (s3 & 0x1FFFFF) * 2048 + (s3 >> 21)   # = rotl(s3, 11)
        limit = _LIMITS[n]
        if r < limit:
            return options[r % n]
        return options[rng._below_again(n, limit)]
