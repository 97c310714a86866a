"""Two Duel attributes folded into others (round 10, hcore7), so that a Duel keeps fewer
than PyPy's 80 (tests/engine/test_duel_attribute_limit.py): what each folded attribute
stood for still holds.

- `keep_log` lives in `_finished_log`: None (keep the log), False (keep_log=False: drop the
  events once the duel is over), then (event count, digest). Every copy of a duel keeps its
  choice, a quiet fork and a fork rebuilt by replay alike, and drops its own events only at
  its own end.
- The key a duel's uids are dealt by (`_shuffle_deck`: derived from the hidden seed, drawn from
  no PRNG) rides on the duel's PRNG (`rng.uid_key`): a fork deals uids in the order its
  original would; a determinized copy deals them by a key of its own seed, never the duel's
  (the duel's key gives the hidden seed back: round 51t), the same for the same seed."""

from duelist.agents import RandomAgent
from duelist.engine.determinize import Determinizer
from duelist.engine.duel import Duel, _uid_key
from duelist.engine.rng import PRNG
from duelist.testing.property import starter_decks


def _walk(duel, steps, seed=1):
    agents = (RandomAgent(seed), RandomAgent(seed + 1))
    for _ in range(steps):
        if duel.request is None:
            break
        duel.answer(agents[duel.request.player].choose(duel, duel.request))
    return duel


def _finish(duel, seed=1):
    return _walk(duel, 10 ** 6, seed)


def test_every_copy_of_a_duel_keeps_its_keep_log_choice():
    decks = starter_decks()
    for keep in (True, False):
        duel = _walk(Duel(decks[0], decks[1], seed=3, keep_log=keep), 25)
        assert duel.keep_log is keep and len(duel.log) > 20
        copies = [duel.fork(), duel._fork_by_replay()]
        for copy in copies:
            assert copy.keep_log is keep
            _finish(copy, 9)
            assert copy.over
            # dropped at its own end (keep_log=False), kept otherwise; the digest and length
            # are the events' own either way
            assert (copy.log == []) is (not keep)
            assert copy.keep_log is keep
        assert copies[0].log_digest() == copies[1].log_digest()
        assert copies[0].log_length() == copies[1].log_length() > len(duel.log)
        assert not duel.over and len(duel.log) > 20      # the original is untouched


def _dealt_order(duel, count=12):
    """The uids the duel's next Deck shuffle deals `count` cards, in their order: the next
    block of uids in the order a PRNG of the duel's uid key and the block's base leaves them
    (duel.py `_shuffle_deck`; nothing changes)."""
    base = duel._next_uid
    uids = list(range(base, base + count))
    PRNG((duel.rng.uid_key + base) & 0xFFFFFFFFFFFFFFFF).shuffle(uids)
    return uids


def test_a_fork_deals_uids_by_the_original_key_and_a_determinized_copy_by_its_own():
    decks = starter_decks()
    dealt = 0
    for seed in (0, 5, 11):
        duel = _walk(Duel(decks[0], decks[1], seed=seed), 30, seed)
        while duel._proc is not None:       # on to a quiet point (a fork there is a copy)
            _walk(duel, 1, seed)
        assert duel.request is not None and duel._proc is None
        assert duel.rng.uid_key == _uid_key(seed)
        expected = _dealt_order(duel)
        base = duel._next_uid
        assert sorted(expected) == list(range(base, base + 12)) and expected != sorted(expected)
        assert _dealt_order(duel.fork()) == expected
        det = Determinizer(duel, duel.request.player)
        for deal_seed in (1, 2, 77):
            copy = det.sample(deal_seed)
            assert copy.rng.uid_key != duel.rng.uid_key
            assert det.sample(deal_seed).rng.uid_key == copy.rng.uid_key     # the same seed, the same key
            if copy._proc is None and copy._next_uid == base:
                assert sorted(_dealt_order(copy)) == sorted(expected)
                dealt += 1
    assert dealt >= 3, dealt


def test_a_prng_of_its_own_carries_no_key():
    """An agent's PRNG is no duel's: it has no uid key, and its copy has none either."""
    rng = PRNG(4)
    assert rng.uid_key is None and rng.copy().uid_key is None
