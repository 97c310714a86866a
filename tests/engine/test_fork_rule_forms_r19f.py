"""A fork on CPython copies two kinds of duel state in a form of its own (duel.py
`_CPYTHON_RULES`, issue 11 item 4: fork speed): a list of cards that holds no card (the two
empty Extra Monster Zones of a Master Rule 5 duel) as a plain list copy, and the happening
lists (`_last_batch_events`, `_window_events`) one happening at a time by
`_copy_happening` instead of a comprehension. Whatever the form, the fork must hold what the
declared rule gives (STATE's CARD_LIST: the fork's own cards at the same places, None where
empty; HAPPENINGS: equal dicts, keys in the same order, each list value copied) in objects of
its own, so that a change made through the fork never shows in the original and a change in
the original never shows in the fork. And a duel set up with decks a set-up template cannot
be kept for (a key that cannot be hashed) is still set up, only without a template."""

import random

from duelist.agents import RandomAgent
from duelist.deck.formats import read_ydk
from duelist.engine import duel as D
from duelist.engine.duel import Duel
from duelist.engine.events import EventList

DECKS = ("duelist/deck/decks/yugi-starter.ydk", "duelist/deck/decks/kaiba-starter.ydk",
         "duelist/deck/decks/goat_04_warrior_swarm_metagame_2005.ydk",
         "duelist/deck/decks/goat_05_zombie_mchale_2005.ydk",
         "duelist/deck/decks/goat_01_goat_control_suffridge_2005_us_nationals.ydk",
         "duelist/deck/decks/goat_07_monarch_soul_control_vargas_2005_sjc_la.ydk")
CARD_LISTS = [name for name, how in D.STATE.items() if how == D.CARD_LIST]
HAPPENINGS = [name for name, how in D.STATE.items() if how == D.HAPPENINGS]


def _expected_happening(h):
    return {k: (v[:] if isinstance(v, list) else v) for k, v in h.items()}


def _check_fork(fork, duel):
    for name in CARD_LISTS:
        mine, theirs = getattr(fork, name), getattr(duel, name)
        assert type(mine) is list and mine is not theirs, name
        assert [None if c is None else c.cid for c in mine] == [None if c is None else c.cid for c in theirs], name
        assert all(c is None or fork.cards[c.cid] is c for c in mine), name      # the fork's own cards
    for name in HAPPENINGS:
        mine, theirs = getattr(fork, name), getattr(duel, name)
        assert type(mine) is list and mine is not theirs, name
        assert len(mine) == len(theirs), name
        for got, h in zip(mine, theirs):
            want = _expected_happening(h)
            assert type(got) is dict and got is not h and got == want, name
            assert list(got) == list(h), name                       # the same keys, in order
            for k, v in got.items():
                if isinstance(h[k], list):
                    assert v is not h[k] and v == h[k] and type(v) is type(want[k]), (name, k)


def test_a_forks_card_lists_and_happenings_are_what_their_rules_give_at_every_quiet_point():
    """At every quiet point of random duels (Master Rule 5 and Goat rules, with effect decks
    so that happenings and summons are about), a fork's lists of cards and its happenings are
    what STATE's rules say, in lists and dicts of its own."""
    rnd = random.Random(19)
    checked = happenings = empty_zones = 0
    for n in range(8):
        duel = Duel(read_ydk(rnd.choice(DECKS)), read_ydk(rnd.choice(DECKS)),
                    rules=rnd.choice(["MR5", "GOAT"]), seed=1900 + n, check_cards=False)
        agents = (RandomAgent(n), RandomAgent(n + 3))
        while duel.request is not None and duel.turn < 12:
            if duel._proc is None:
                fork = duel.fork()
                _check_fork(fork, duel)
                checked += 1
                happenings += sum(len(getattr(duel, name)) for name in HAPPENINGS)
                empty_zones += duel.emz == [None, None]
            request = duel.request
            duel.answer(agents[request.player].choose(duel, request))
    assert checked > 100 and happenings > 20 and empty_zones > 20


def test_a_change_to_a_forks_happenings_or_extra_monster_zones_never_reaches_the_original():
    """A fork and its original each change their happening lists (a dict's value, a list
    inside it, the list itself) and their Extra Monster Zones: neither sees the other's
    change."""
    found = 0
    for seed in range(30):
        duel = Duel(read_ydk(DECKS[2]), read_ydk(DECKS[3]), rules="MR5", seed=2000 + seed, check_cards=False)
        agents = (RandomAgent(seed), RandomAgent(seed + 1))
        while duel.request is not None and duel.turn < 10:
            if duel._proc is None and duel._last_batch_events:
                break
            request = duel.request
            duel.answer(agents[request.player].choose(duel, request))
        if duel.request is None or not duel._last_batch_events:
            continue
        found += 1
        before = [_expected_happening(h) for h in duel._last_batch_events]
        emz_before = list(duel.emz)
        fork = duel.fork()
        h = fork._last_batch_events[0]
        for k in list(h):
            if isinstance(h[k], list):
                h[k].append("fork's")
        h["type"] = "changed in the fork"
        fork._last_batch_events.append({"type": "fork only"})
        fork.emz[0] = fork.cards[0]
        assert duel._last_batch_events == before and duel.emz == emz_before
        # and the other way round
        fork_view = [_expected_happening(x) for x in fork._last_batch_events]
        fork_emz = list(fork.emz)
        duel._last_batch_events[0]["type"] = "changed in the original"
        duel.emz[1] = duel.cards[1]
        assert fork._last_batch_events == fork_view and fork.emz == fork_emz
    assert found >= 5


def test_a_happening_copy_keeps_list_values_of_every_kind_as_the_rule_does():
    """`_copy_happening` gives what the HAPPENINGS rule's comprehension gives: a plain dict,
    the same keys in the same order, a list value (an EventList too) copied by slicing, every
    other value as it is."""
    inner = {"a": 1}
    h = {"type": "summon", "uids": [3, 4], "frozen": EventList([5]), "info": inner, "n": 2}
    got = D._copy_happening(h)
    want = _expected_happening(h)
    assert type(got) is dict and got == want and list(got) == list(h)
    assert got["uids"] is not h["uids"] and type(got["uids"]) is type(want["uids"])
    assert got["frozen"] == [5] and type(got["frozen"]) is type(want["frozen"])
    assert got["info"] is inner                 # not a list: as it is, as the rule keeps it


def test_decks_no_template_can_be_kept_for_are_still_set_up():
    """A set-up template is keyed by the decks' passcodes: a key that cannot be hashed gets
    no template (none is looked up or remembered), and nothing fails."""
    key = (None, (), True, ([1],), (), (), ())
    assert D._template_for(key, None, None) is None
    count = len(D._TEMPLATES)
    D._remember_template(key, None, None, None)
    assert len(D._TEMPLATES) == count
    deck = [46986414] * 40
    first = Duel(deck, deck, seed=4)
    again = Duel(deck, deck, seed=4)            # from the template the first one left
    assert first.log_digest() == again.log_digest()
