"""The Main Phase menu keeps each player's Extra Deck frames (which of Synchro, Xyz, Link and
a card's own summoning procedure are there: turn.py `_walk_extra_frames`) until that Extra
Deck changes (docs/performance.md, issue 11). What a player may Special Summon from the Extra
Deck depends on what is in it now: so the frames kept must be the frames of the Extra Deck as
it is, after every card that enters or leaves it (duel.py `_remove`, `_place`), in every
fork (which copies them), and in every determinized copy (which deals other cards to hidden
Extra Deck places in place, so it may not keep what the original knew). An engine-internal
check: the kept frames and the walk are both private."""

from duelist.agents import RandomAgent
from duelist.deck.formats import Deck, load_bundled_deck
from duelist.engine import state as S
from duelist.engine import turn
from duelist.engine.determinize import Determinizer
from duelist.engine.duel import Duel
from duelist.engine.rules import PRESETS
from duelist.testing.property import random_effect_deck, random_extra_deck

CONTROL_MONARCH = ("goat_01_goat_control_suffridge_2005_us_nationals",
                   "goat_07_monarch_soul_control_vargas_2005_sjc_la")
MR5 = PRESETS["MR5"]


def _extra_deck_duels(seeds):
    """Duels under MR5 between decks half made of scripted cards, each with a random Extra
    Deck of 15 (Fusion, Synchro, Xyz and Link Monsters, most of them one of a kind: the
    frames change when one leaves), played to the end by random agents: yields (duel,
    where) at every decision before it is answered."""
    for seed in seeds:
        decks = [Deck(main=random_effect_deck(s, rules=MR5), extra=random_extra_deck(s, MR5))
                 for s in (seed, seed + 100000)]
        duel = Duel(decks[0], decks[1], rules=MR5, seed=seed)
        agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
        while duel.request is not None:
            yield duel, ("MR5", seed, len(duel.answers))
            duel.answer(agents[duel.request.player].choose(duel, duel.request))


def _bundled_duels(pair, seeds):
    d1, d2 = load_bundled_deck(pair[0]), load_bundled_deck(pair[1])
    for seed in seeds:
        duel = Duel(d1, d2, seed=seed)
        agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
        while duel.request is not None:
            yield duel, (pair[0], seed, len(duel.answers))
            duel.answer(agents[duel.request.player].choose(duel, duel.request))


def _kept_is_fresh(duel, where):
    """Each player's kept frames (None: to be walked again) are those of their Extra Deck now."""
    kept = 0
    for p, ps in enumerate(duel.players):
        frames = duel._frames_kept[p]
        if frames is not None:
            assert frames == turn._walk_extra_frames(ps.extra), (where, p)
            kept += 1
    return kept


def test_the_frames_kept_are_those_of_the_extra_deck_at_every_decision():
    """At every decision of random duels (Control vs Monarch: Fusion Monsters; MR5 decks with
    Synchro, Xyz and Link Monsters), the frames the menu kept for each player are the frames
    of that player's Extra Deck as it is; the duels must move cards out of an Extra Deck and
    change its frames, and a fork must keep the same frames as its original."""
    checked = changed = forks = 0
    last = {}
    for source in (_extra_deck_duels(range(10)), _bundled_duels(CONTROL_MONARCH, range(2))):
        for duel, where in source:
            checked += _kept_is_fresh(duel, where)
            for p, ps in enumerate(duel.players):
                walk = turn._walk_extra_frames(ps.extra)
                key = (where[0], where[1], p)
                if key in last and last[key] != walk:
                    changed += 1
                last[key] = walk
            if duel.request.kind == "idle" and len(duel.answers) % 5 == 0:
                fork = duel.fork()
                assert fork._frames_kept == duel._frames_kept, where
                assert _kept_is_fresh(fork, where + ("fork",)) == _kept_is_fresh(duel, where)
                forks += 1
    assert checked > 2000 and changed >= 3 and forks > 20, (checked, changed, forks)


def test_every_card_that_leaves_or_enters_an_extra_deck_is_seen():
    """Cards taken out of an Extra Deck one by one (to the GY), then put back one by one:
    after each move the menu's frames (`_extra_deck_frames`, as the menu asks them) are
    those of the Extra Deck as it is then: an empty one has none, and a Synchro, Xyz or Link
    Monster put back brings its frame back."""
    p = 0
    # (the first seed from 8 whose Extra Deck holds Synchro (a Tuner among them) and Xyz Monsters:
    # the random decks change as card scripts are added, so the seed is searched, not fixed)
    for seed in range(8, 208):
        decks = [Deck(main=random_effect_deck(s, rules=MR5), extra=random_extra_deck(s, MR5))
                 for s in (seed, seed + 100000)]
        duel = Duel(decks[0], decks[1], rules=MR5, seed=seed)
        first = duel._extra_deck_frames(p)
        if {"Synchro", "Xyz"} <= first:     # (the Fusion Monsters: no frame the menu asks about)
            break
    assert {"Synchro", "Xyz"} <= first, first
    extra = duel.players[p].extra
    seen = [first]
    cards = list(extra)
    for card in cards:
        duel._remove(card)
        duel._place(card, S.GRAVE, p)
        frames = duel._extra_deck_frames(p)
        assert frames == turn._walk_extra_frames(extra), card
        seen.append(frames)
    assert seen[-1] == frozenset() and not extra
    for card in reversed(cards):
        duel._remove(card)
        duel._place(card, S.EXTRA, p, position=S.FACEDOWN)
        frames = duel._extra_deck_frames(p)
        assert frames == turn._walk_extra_frames(extra), card
        seen.append(frames)
    assert seen[-1] == first
    assert len(set(seen)) >= 3        # the frames changed along the way, both ways (the Fusion
    #                                   Monsters among them bring no frame the menu asks about)
    assert duel._extra_deck_frames(1 - p) == turn._walk_extra_frames(duel.players[1 - p].extra)


def test_a_determinized_copy_does_not_keep_the_frames_of_the_cards_it_replaced():
    """A determinized copy deals other cards to the hidden places of the Extra Deck, in place:
    whatever frames the original kept (here a wrong answer planted in it, standing for cards
    the copy no longer has), each copy's frames are those of its own Extra Decks, at its
    first menu and as it plays on."""
    planted = frozenset(["Link", turn._PROC])
    copies = 0
    for duel, where in _bundled_duels(CONTROL_MONARCH, range(2)):
        request = duel.request
        if request.kind != "idle" or len(duel.answers) % 9:
            continue
        saved = list(duel._frames_kept)
        duel._frames_kept[:] = [planted, planted]
        try:
            for n in range(2):
                copy = Determinizer(duel, request.player).sample(n)
                agents = (RandomAgent(n), RandomAgent(n + 1))
                for step in range(12):
                    if copy.request is None:
                        break
                    for p, ps in enumerate(copy.players):
                        assert copy._extra_deck_frames(p) == turn._walk_extra_frames(ps.extra), \
                            where + ("copy", n, step, p)
                    copy.answer(agents[copy.request.player].choose(copy, copy.request))
                copies += 1
        finally:
            duel._frames_kept[:] = saved
    assert copies > 10
