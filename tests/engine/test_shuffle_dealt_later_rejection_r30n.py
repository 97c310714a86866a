"""A Deck shuffle's card draw rejected at a later place than the first (round 30n: mutation
testing of round 29t's `PRNG.shuffle_dealt`).

The rules' numbers: the cards shuffled by the duel's PRNG (Fisher-Yates, j = below(i + 1)
from the last place down), and a draw at or over the limit of `below` drawn again from the
state the rejected draw left; then the uids by the uid key's PRNG. `shuffle_dealt` makes
both in one loop with the PRNG's words held in locals, so a draw rejected there is drawn
again from the state of that place, not from the state the shuffle started from. At the
first place both states are one step apart and the redraw meets the same draws either way;
at the second place they are not: the same Deck, uids and PRNG state as the two shuffles."""

from duelist.engine.rng import PRNG

M32 = 0xFFFFFFFF


class _Card(object):
    __slots__ = ("name", "uid")

    def __init__(self, name):
        self.name = name
        self.uid = None


def _s1_giving(r):
    """The s1 word whose next output is `r` (r = rotl(s1 * 5, 7) * 9 mod 2**32, inverted)."""
    x = r * pow(9, -1, 2 ** 32) & M32
    y = (x >> 7 | x << 25) & M32
    return y * pow(5, -1, 2 ** 32) & M32


def _at(state):
    rng = PRNG(0)
    rng.s0, rng.s1, rng.s2, rng.s3 = state
    return rng


def _two_shuffles(rng, cards, key, base):
    rng.shuffle(cards)
    uids = list(range(base, base + len(cards)))
    PRNG(key).shuffle(uids)
    for card, uid in zip(cards, uids):
        card.uid = uid


def _one_loop(rng, cards, key, base):
    rng.shuffle_dealt(cards, key, base)


def _second_output_rejected(s0, s2, s3):
    """A PRNG whose second output is 2**32 - 1 (its state after one step has that s1: the
    step makes s1 ^ s2 ^ s0) and whose first is not."""
    rng = PRNG(0)
    rng.s0, rng.s2, rng.s3 = s0, s2, s3
    rng.s1 = _s1_giving(M32) ^ s2 ^ s0
    return rng


def test_a_card_draw_rejected_at_the_second_place_is_drawn_again_from_that_places_state():
    for size in (40, 41, 60):
        # a draw below size - 1 (the second place) has a limit under 2**32 - 1
        assert (2 ** 32) % (size - 1)
        for s0, s2, s3 in ((1, 2, 3), (0xDEADBEEF, 0x12345678, 0x0BADF00D)):
            start = _second_output_rejected(s0, s2, s3)
            probe = _at(start.getstate())
            first = probe.next32()
            assert first != M32 and probe.next32() == M32
            results = []
            for maker in (_two_shuffles, _one_loop):
                rng = _at(start.getstate())
                cards = [_Card(i) for i in range(size)]
                maker(rng, cards, 77, 9)
                results.append(([(c.name, c.uid) for c in cards], rng.getstate()))
            assert results[1] == results[0], (size, s0)
            # size - 1 places drawn for, and the rejected draw counted once more
            count = _at(start.getstate())
            for _ in range(size):
                count.next32()
            assert results[1][1] == count.getstate()


def test_a_draw_below_256_or_more_rejected_by_that_sizes_own_limit():
    """Lists of 256 cards or more (no Deck is that long: `shuffle_dealt` serves every list)
    take their limits from 2**32 // n * n computed for the size: a first draw of 2**32 - 1 is
    over the limit of 300 (2**32 - 196) and of 641 (2**32 + 1 - 641: 641 divides 2**32 + 1)
    and is drawn again, as `shuffle` does."""
    for size in (300, 641):
        assert (2 ** 32 // size) * size <= M32
        start = PRNG(5)
        start.s1 = _s1_giving(M32)
        results = []
        for maker in (_two_shuffles, _one_loop):
            rng = _at(start.getstate())
            cards = [_Card(i) for i in range(size)]
            maker(rng, cards, 2 ** 40 + 9, 3)
            results.append(([(c.name, c.uid) for c in cards], rng.getstate()))
        assert results[1] == results[0], size
        count = _at(start.getstate())
        for _ in range(size):
            count.next32()
        assert results[1][1] == count.getstate()
