"""A Deck shuffle (duel.py `_shuffle_deck`) is two shuffles by the rules' numbers: the cards
by the duel's PRNG (Fisher-Yates, j = below(i + 1) from the last place down), then the Deck's
new uids, base .. base + n - 1, by a PRNG of the uid key, the card at place i
taking the uid at place i. `PRNG.shuffle_dealt` makes both in one loop (issue 11: speed): it
must leave the same cards in the same places with the same uids and the duel's PRNG in the
same state, for every Deck size and for a draw either stream rejects; a different answer is
a different duel for the same seed (and an old replay that no longer verifies)."""

from duelist.engine.duel import Duel
from duelist.engine.rng import PRNG

M32 = 0xFFFFFFFF
M64 = 0xFFFFFFFFFFFFFFFF
GOLDEN = 0x9E3779B97F4A7C15


class _Card(object):
    __slots__ = ("name", "uid")

    def __init__(self, name):
        self.name = name
        self.uid = None


def _two_shuffles(rng, cards, key, base):
    """The rules' numbers: the cards shuffled, then the uids shuffled by the key's PRNG."""
    rng.shuffle(cards)
    uids = list(range(base, base + len(cards)))
    PRNG(key).shuffle(uids)
    for card, uid in zip(cards, uids):
        card.uid = uid


def _deal(maker, seed, key, size, base=1000):
    rng = PRNG(seed)
    cards = [_Card("c%d" % i) for i in range(size)]
    maker(rng, cards, key, base)
    return [(c.name, c.uid) for c in cards], rng.getstate()


def _one_loop(rng, cards, key, base):
    rng.shuffle_dealt(cards, key, base)


def _s1_giving(r):
    """The s1 word whose next output is `r` (r = rotl(s1 * 5, 7) * 9 mod 2**32, inverted)."""
    x = r * pow(9, -1, 2 ** 32) & M32
    y = (x >> 7 | x << 25) & M32
    return y * pow(5, -1, 2 ** 32) & M32


def _unmix(z):
    """splitmix64's output mix inverted: the x whose mix is z."""
    z ^= z >> 31 ^ z >> 62
    z = z * pow(0x94D049BB133111EB, -1, 2 ** 64) & M64
    z ^= z >> 27 ^ z >> 54
    z = z * pow(0xBF58476D1CE4E5B9, -1, 2 ** 64) & M64
    z ^= z >> 30 ^ z >> 60
    return z


def _key_whose_first_output_is(r):
    """A uid key whose PRNG's first next32 is `r` (its first splitmix64 word chosen)."""
    a = _s1_giving(r) << 32 | 12345
    return (_unmix(a) - GOLDEN) & M64


def test_the_deck_and_its_uids_come_out_as_the_two_shuffles_leave_them():
    for seed in (0, 1, 99, 2 ** 40 + 3, 2 ** 64 - 1):
        for key in (0, 5, 2 ** 63 + 7, 2 ** 64 - 1):
            for size in list(range(0, 66)) + [255, 256, 257, 300]:
                assert _deal(_one_loop, seed, key, size) == _deal(_two_shuffles, seed, key, size), \
                    (seed, key, size)


def test_a_card_draw_rejected_at_the_first_place_is_drawn_again_for_that_place():
    # the duel's PRNG gives 2**32 - 1 first: over the limit of a draw below 40
    for key in (3, 2 ** 50 + 1):
        results = []
        for maker in (_two_shuffles, _one_loop):
            rng = PRNG(0)
            rng.s1 = _s1_giving(M32)
            start = rng.getstate()
            cards = [_Card(i) for i in range(40)]
            maker(rng, cards, key, 7)
            results.append(([(c.name, c.uid) for c in cards], rng.getstate()))
        assert results[0] == results[1]
        # 40 draws for 39 places: the rejected one counted
        count = PRNG(0)
        count.s0, count.s1, count.s2, count.s3 = start
        assert count.next32() == M32
        for _ in range(39):
            count.next32()
        assert results[1][1] == count.getstate()


def test_a_uid_draw_rejected_at_the_first_place_is_drawn_again_for_that_place():
    key = _key_whose_first_output_is(M32)
    assert PRNG(key).next32() == M32
    for seed in (0, 8, 2 ** 33):
        for size in (3, 7, 40, 41):
            assert _deal(_one_loop, seed, key, size) == _deal(_two_shuffles, seed, key, size), (seed, size)


def test_both_draws_rejected_at_the_same_place():
    key = _key_whose_first_output_is(M32)
    for size in (3, 40):
        expected = got = None
        for maker in (_two_shuffles, _one_loop):
            rng = PRNG(1)
            rng.s1 = _s1_giving(M32)
            cards = [_Card(i) for i in range(size)]
            maker(rng, cards, key, 500)
            result = ([(c.name, c.uid) for c in cards], rng.getstate())
            if expected is None:
                expected = result
            else:
                got = result
        assert got == expected, size


def test_a_duel_deals_its_decks_uids_as_the_rules_numbers_do():
    # a Deck shuffle in a duel: the Deck and its uids as the two shuffles leave them, the
    # uid counter moved on by the Deck's size
    from duelist.cli.common import load_playable_deck
    deck = load_playable_deck("goat_04_warrior_swarm_metagame_2005", "d")
    for seed in (4, 19):
        for player in (0, 1):
            duel = Duel(deck, deck, seed=seed)
            twin = duel.fork()
            base = duel._next_uid
            duel._shuffle_deck(player)
            cards = twin.players[player].deck
            _two_shuffles(twin.rng, cards, (twin.rng.uid_key + base) & 0xFFFFFFFFFFFFFFFF, base)
            twin._next_uid = base + len(cards)
            assert [(c.cid, c.uid) for c in duel.players[player].deck] == [(c.cid, c.uid) for c in cards]
            assert duel.rng.getstate() == twin.rng.getstate()
            assert duel._next_uid == twin._next_uid == base + len(cards)
