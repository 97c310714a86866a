"""`PRNG.below(n)` for n of 256 or more: its rejection limit is the largest multiple of n not
over 2**32, `(2**32 // n) * n` (rng.py, `LIMITS`' comment): a 32-bit draw at or over it is
drawn again, so that `r % n` has no modulo bias. For n = 641 and n = 6,700,417 (2**32 + 1 =
641 x 6,700,417) that limit is 2**32 - 640 and 2**32 - 6,700,416: the draws from there up to
2**32 - 1 are rejected like any other over the limit (a limit reckoned from 2**32 + 1 would
be over every draw and accept them all)."""

import pytest

from duelist.engine.rng import PRNG

M32 = 0xFFFFFFFF


def _state_drawing(r, rng):
    """`rng`'s state changed so that its next draw is `r` (as test_random_choice_r16p.py
    does: s1 = rotr(r * 9^-1, 7) * 5^-1 mod 2**32)."""
    x = r * pow(9, -1, 2 ** 32) & M32
    x = ((x >> 7) | (x << 25)) & M32
    rng.s1 = x * pow(5, -1, 2 ** 32) & M32
    return rng


@pytest.mark.parametrize("n", [641, 6700417])
def test_a_draw_over_the_limit_is_drawn_again_for_a_divisor_of_two_to_32_plus_1(n):
    limit = (2 ** 32 // n) * n
    assert limit == 2 ** 32 - (n - 1)
    for r in (limit, M32):
        rng = _state_drawing(r, PRNG(7))
        probe = rng.copy()
        assert probe.next32() == r             # (the forced draw is the one to reject)
        again = probe.copy()
        second = again.next32()
        while second >= limit:                 # (drawn again until one is under the limit)
            second = again.next32()
        assert rng.below(n) == second % n
        assert rng.getstate() == again.getstate()
