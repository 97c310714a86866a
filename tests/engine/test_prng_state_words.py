"""The PRNG's four state words come from splitmix64 as the low and high 32 bits of two
64-bit numbers (rng.py). They are taken with `%` (so that PyPy keeps them as machine ints,
issue 11: speed); these are the same words as the plain bit masks give, for seeds small and
large, and so the same numbers: every duel's course is unchanged."""

from duelist.engine.rng import PRNG, _splitmix64

M32 = 0xFFFFFFFF
M64 = 0xFFFFFFFFFFFFFFFF


def _words_by_masks(seed):
    x, a = _splitmix64(seed & M64)
    x, b = _splitmix64(x)
    words = [a & M32, a >> 32, b & M32, b >> 32]
    if not any(words):
        words[0] = 1
    return tuple(words)


def test_the_state_words_are_the_low_and_high_halves_of_splitmix64():
    seeds = list(range(0, 2000)) + [2 ** 31 - 1, 2 ** 32, 2 ** 63 + 5, 2 ** 64 - 1, 2 ** 64 + 9, 10 ** 30]
    for seed in seeds:
        assert PRNG(seed).getstate() == _words_by_masks(seed), seed


def test_the_state_words_are_32_bit_numbers():
    for seed in (0, 1, 7, 2 ** 64 - 1, 10 ** 30):
        rng = PRNG(seed)
        for _ in range(50):
            rng.next32()
            assert all(0 <= w <= M32 for w in rng.getstate())
