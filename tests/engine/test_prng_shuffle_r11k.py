"""The duel's PRNG (rng.py) writes its step out inline in `below` and `shuffle` (issue 11:
speed). Whatever form that takes, a shuffle must be the plain Fisher-Yates of the rules'
numbers: for i from the last index down, j = below(i + 1) (below itself is the plain
rejection rule over next32: tests/engine/test_fork_replay.py). A different order would be a
different duel for the same seed."""

from duelist.engine.rng import PRNG

M32 = 0xFFFFFFFF


def _fisher_yates(rng, items):
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def _state_whose_next_output_is(r):
    """State words whose next next32 returns `r` (the output function inverted: r =
    rotl(s1 * 5, 7) * 9 mod 2**32)."""
    x = r * pow(9, -1, 2 ** 32) & M32
    y = (x >> 7 | x << 25) & M32
    s1 = y * pow(5, -1, 2 ** 32) & M32
    return (12345, s1, 678910, 111213)


def test_a_shuffle_is_fisher_yates_by_below_for_every_size():
    for seed in (0, 1, 99, 2 ** 40 + 3):
        fast, slow = PRNG(seed), PRNG(seed)
        for size in list(range(0, 70)) + [255, 256, 257, 300]:
            mine, theirs = list(range(size)), list(range(size))
            fast.shuffle(mine)
            _fisher_yates(slow, theirs)
            assert mine == theirs, (seed, size)
            assert fast.getstate() == slow.getstate(), (seed, size)


def test_a_rejected_draw_is_drawn_again_for_the_same_place():
    # next32 gives 2**32 - 1 first: over below(3)'s limit (2**32 - 1), so the shuffle of
    # three cards must draw again for the last place and use the next number
    state = _state_whose_next_output_is(M32)
    probe = PRNG(0)
    probe.s0, probe.s1, probe.s2, probe.s3 = state
    assert probe.next32() == M32
    fast, slow = PRNG(0), PRNG(0)
    fast.s0, fast.s1, fast.s2, fast.s3 = state
    slow.s0, slow.s1, slow.s2, slow.s3 = state
    mine, theirs = ["a", "b", "c"], ["a", "b", "c"]
    fast.shuffle(mine)
    _fisher_yates(slow, theirs)
    assert mine == theirs
    assert fast.getstate() == slow.getstate()
    # (three draws were taken, not two: the rejected one counted)
    count = PRNG(0)
    count.s0, count.s1, count.s2, count.s3 = state
    for _ in range(3):
        count.next32()
    assert fast.getstate() == count.getstate()


def test_below_after_a_rejected_draw_takes_the_next_number():
    state = _state_whose_next_output_is(M32)
    fast, slow = PRNG(0), PRNG(0)
    fast.s0, fast.s1, fast.s2, fast.s3 = state
    slow.s0, slow.s1, slow.s2, slow.s3 = state
    assert slow.next32() == M32     # rejected by below(3): 2**32 - 1 is its limit
    assert fast.below(3) == slow.next32() % 3
    assert fast.getstate() == slow.getstate()
