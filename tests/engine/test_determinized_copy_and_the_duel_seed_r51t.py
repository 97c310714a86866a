"""A determinized copy must carry nothing a player can turn back into the duel's hidden seed
(round 51t, hidden information; the exploit of tests/engine/test_leak_audit.py's "published seed"
LEAK, reached through the copy instead of the log).

docs/ai.md "Determinization" and engine/determinize.py: the copy is the duel "as `player` knows it",
with "no trace of the real duel's seed, decks or private events". The seed fixes every shuffle
(seed 001: the Deck and the opponent's hand are not public): whoever has it and the decklists
re-runs the duel's shuffles. The copy keeps the duel's uid key (`copy.rng.uid_key`, duel.py
`_uid_key(seed)`), an invertible function of the seed (an odd multiply, an add, a xorshift, an odd
multiply, modulo 2**64); and the copy's origin (`_DealtOrigin`, kept for its mid-procedure forks)
keeps the Determinizer's base, a copy of the duel with the duel's own PRNG state and the real cids
of the hidden cards (a card's cid is its place in its decklist)."""

import gc
import types

from duelist.engine.determinize import determinize
from duelist.engine.duel import Duel
from duelist.engine.rng import PRNG
from duelist.testing.property import starter_decks

_M = (1 << 64) - 1


def _seed_behind(key):
    """The seed whose uid key is `key`, if the key is duel.py's `_uid_key` (its steps undone)."""
    x = (key * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & _M
    x ^= (x >> 31) ^ (x >> 62)
    return ((x - 0x632BE59BD9B4E019) * pow(0x9E3779B97F4A7C15, -1, 1 << 64)) & _M


def test_a_copy_for_player_1_does_not_give_them_player_0s_hand():
    """Q: player 1's agent gets a determinized copy (as player 1 knows the duel) and both decklists
    (player 0's is a bundled deck). A: nothing in the copy recovers the duel's seed: re-running the
    duel from what it carries does not deal player 0's real hand, nor player 1's own next draw."""
    d0, d1 = starter_decks()
    duel = Duel(d0, d1, seed=424242, first_player=0)
    copy = determinize(duel, 1, 99)
    guess = Duel(d0, d1, seed=_seed_behind(copy.rng.uid_key), first_player=0)
    assert [c.data.name for c in guess.players[0].hand] != [c.data.name for c in duel.players[0].hand]
    assert [c.data.name for c in guess.players[1].deck] != [c.data.name for c in duel.players[1].deck]


def test_control_the_copy_itself_deals_player_0s_hand_from_the_cards_player_1_cannot_see():
    """Control: the copy's own hand for player 0 is dealt again (12 copies: not always the real one),
    as documented."""
    d0, d1 = starter_decks()
    duel = Duel(d0, d1, seed=424242, first_player=0)
    real = [c.data.name for c in duel.players[0].hand]
    dealt = [[c.data.name for c in determinize(duel, 1, s).players[0].hand] for s in range(12)]
    assert any(hand != real for hand in dealt)


def _reachable_from(root, skip, kind):
    """Every object of class `kind` reachable from `root` (attributes, slots, containers), `skip`
    excluded."""
    seen, stack, found = set(), [root], []
    shared = (types.ModuleType, type, types.FunctionType, types.BuiltinFunctionType, types.CodeType,
              types.MethodType, str, bytes, int, float)
    while stack:
        obj = stack.pop()
        if id(obj) in seen or obj is skip or isinstance(obj, shared):
            continue
        seen.add(id(obj))
        if isinstance(obj, kind):
            found.append(obj)
            if kind is PRNG:
                continue
        refs = list(gc.get_referents(obj))
        for cls in type(obj).__mro__:
            for slot in getattr(cls, "__slots__", ()):
                if hasattr(obj, slot):
                    refs.append(getattr(obj, slot))
        stack.extend(refs)
    return found


def test_nothing_in_a_copy_holds_the_duels_own_random_state():
    """A: no PRNG reachable from the copy has the duel's state (which would tell the duel's next
    shuffles and random picks) or the duel's uid key."""
    d0, d1 = starter_decks()
    duel = Duel(d0, d1, seed=424242, first_player=0)
    copy = determinize(duel, 1, 99)
    real = (duel.rng.s0, duel.rng.s1, duel.rng.s2, duel.rng.s3)
    held = [(r.s0, r.s1, r.s2, r.s3) == real or r.uid_key == duel.rng.uid_key
            for r in _reachable_from(copy, duel, PRNG)]
    assert held and not any(held)


def test_no_duel_reachable_from_a_copy_keeps_the_hidden_cards_real_ids_in_their_places():
    """A card's cid is its place in its owner's decklist, so a hidden place holding its real cid
    names the card to whoever has the list (a bundled deck). A: no duel reachable from player 1's
    copy has player 0's hand or Deck in their real cids (the copy itself deals them anew)."""
    d0, d1 = starter_decks()
    duel = Duel(d0, d1, seed=424242, first_player=0)
    copy = determinize(duel, 1, 99)
    hand = [c.cid for c in duel.players[0].hand]
    deck = [c.cid for c in duel.players[0].deck]
    duels = _reachable_from(copy, duel, Duel)
    assert copy in duels
    for other in duels:
        assert [c.cid for c in other.players[0].hand] != hand
        assert [c.cid for c in other.players[0].deck] != deck
