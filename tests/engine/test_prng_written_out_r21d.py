"""Round 21d: the PRNG's step written out in `below`, `shuffle` and `random_choice` with fewer
bytecodes (the new s1 and s2 made together, the stored words xored as they are stored). The
rules' numbers must not move: a seed is a duel, byte for byte, on every interpreter. Each
written-out form is checked against the plain step (`next32`, the reference xoshiro128**
step, left as it was) and the plain rejection rule, the state equal after every draw."""

from types import SimpleNamespace

from duelist.engine.rng import PRNG, random_choice

M32 = 0xFFFFFFFF


def _plain_below(rng, n):
    if n == 1:
        return 0            # (one option: no draw, as `below` has always had it)
    limit = (2 ** 32 // n) * n
    while True:
        r = rng.next32()
        if r < limit:
            return r % n


def _plain_shuffle(rng, items):
    for i in range(len(items) - 1, 0, -1):
        j = _plain_below(rng, i + 1)
        items[i], items[j] = items[j], items[i]


def _xoshiro_reference(state):
    """The xoshiro128** step as its authors write it, on a 4-word state: (output, new state)."""
    s0, s1, s2, s3 = state
    rotl = lambda x, k: ((x << k) | (x >> (32 - k))) & M32
    out = rotl(s1 * 5 & M32, 7) * 9 & M32
    t = s1 << 9 & M32
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotl(s3, 11)
    return out, (s0, s1, s2, s3)


def _state_whose_next_output_is(r):
    """State words whose next draw is `r` (r = rotl(s1 * 5, 7) * 9 mod 2**32, inverted)."""
    x = r * pow(9, -1, 2 ** 32) & M32
    y = (x >> 7 | x << 25) & M32
    s1 = y * pow(5, -1, 2 ** 32) & M32
    return (0x9E3779B9, s1, 0x7F4A7C15, 0x2545F491)


def _rng_at(state):
    rng = PRNG(0)
    rng.s0, rng.s1, rng.s2, rng.s3 = state
    return rng


def test_the_step_is_xoshiro128_starstar():
    # the plain step the written-out forms are checked against is the reference algorithm
    rng = PRNG(2024)
    state = rng.getstate()
    for _ in range(2000):
        out, state = _xoshiro_reference(state)
        assert rng.next32() == out
        assert rng.getstate() == state


def test_below_draws_the_plain_numbers_and_leaves_the_plain_state():
    for seed in (0, 1, 7, 99, 2 ** 40 + 3, 2 ** 64 - 1):
        fast, slow = PRNG(seed), PRNG(seed)
        for n in list(range(1, 300)) + [2 ** 16 + 1, 2 ** 31 + 5, 2 ** 32 - 1]:
            assert fast.below(n) == _plain_below(slow, n), (seed, n)
            assert fast.getstate() == slow.getstate(), (seed, n)


def test_a_shuffle_is_the_plain_fisher_yates_for_deck_sizes():
    # Main Decks are 40 to 60 cards; uid deals shuffle the same counts; searches shuffle what is left
    for seed in (0, 5, 123456789, 2 ** 63 + 11):
        fast, slow = PRNG(seed), PRNG(seed)
        for size in list(range(0, 70)) + [255, 256, 257, 301]:
            mine, theirs = list(range(size)), list(range(size))
            fast.shuffle(mine)
            _plain_shuffle(slow, theirs)
            assert mine == theirs, (seed, size)
            assert fast.getstate() == slow.getstate(), (seed, size)


def test_a_draw_rejected_at_the_first_place_of_a_40_card_shuffle_is_drawn_again():
    # 2**32 - 1 is at or over the limit of a draw below 40 (40 does not divide 2**32): the
    # shuffle must draw again for the last place and go on with the state after both draws
    state = _state_whose_next_output_is(M32)
    assert _rng_at(state).next32() == M32
    fast, slow = _rng_at(state), _rng_at(state)
    mine, theirs = list(range(40)), list(range(40))
    fast.shuffle(mine)
    _plain_shuffle(slow, theirs)
    assert mine == theirs
    assert fast.getstate() == slow.getstate()
    count = _rng_at(state)
    for _ in range(40):         # 39 places, one of them drawn twice
        count.next32()
    assert fast.getstate() == count.getstate()


def test_the_random_agents_pick_is_below_of_its_option_count():
    for seed in (3, 44, 2 ** 50 + 9):
        agent = SimpleNamespace(rng=PRNG(seed))
        plain = PRNG(seed)
        for n in list(range(1, 260)) * 2:
            request = SimpleNamespace(options=list(range(n)))
            assert random_choice(agent, None, request) == _plain_below(plain, n), (seed, n)
            assert agent.rng.getstate() == plain.getstate(), (seed, n)


def test_the_random_agents_rejected_draw_is_drawn_again():
    state = _state_whose_next_output_is(M32)
    for n in (3, 7, 40, 200, 255):
        agent = SimpleNamespace(rng=_rng_at(state))
        plain = _rng_at(state)
        request = SimpleNamespace(options=list(range(n)))
        assert random_choice(agent, None, request) == _plain_below(plain, n)
        assert agent.rng.getstate() == plain.getstate()
        assert plain.getstate() != _rng_at(state).getstate()
