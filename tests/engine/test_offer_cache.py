"""The response windows' offer cache (docs/performance.md: `_offer_candidates`, kept per
player until a card enters or leaves that player's hand, GY or zones, a card changes zone
or controller some other way, or a field card it looked at changes position) offers what a
fresh walk offers: at *every* legality walk of random duels on effect decks (every response
window, priority pass, Battle Step and Main Phase menu, not only at decisions), for both
players and every kind of window, the options equal those computed with the cache emptied; and the options a window found are what its first
priority asks would find. An engine-internal check: the cache is private."""

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def _as_pairs(options):
    return [(o.kind, o.card, o.effect) for o in options]


def test_every_walk_with_the_cache_equals_a_walk_without_it(monkeypatch):
    original = Duel._response_options
    counts = {"walks": 0, "cached": 0}

    def checked(duel, player, idle=False, into=None, candidates=None):
        before = duel._offer_cache[player]
        start = 0 if into is None else len(into)
        result = original(duel, player, idle, into, candidates)
        got = result if into is None else into[start:]  # (the menu's ask appends to its own list: `into`)
        if before is not None and duel._offer_cache[player] is before:
            counts["cached"] += 1          # answered from the cache: compare with a fresh walk
        kept = list(duel._offer_cache)
        duel._offer_cache = [None, None]
        fresh = original(duel, player, idle)
        duel._offer_cache = kept
        assert _as_pairs(got) == _as_pairs(fresh), (duel.turn, len(duel.answers), player, idle)
        # the other kinds of window, from the same cache entry
        for other in (False, True):
            if other != idle:
                cached = original(duel, player, other)
                duel._offer_cache = [None, None]
                assert _as_pairs(cached) == _as_pairs(original(duel, player, other))
                duel._offer_cache = kept
        counts["walks"] += 1
        return result

    monkeypatch.setattr(Duel, "_response_options", checked)
    for _duel, _where in random_decisions(PAIRS, seeds=range(5)):   # (5 seeds: windows now pass more players by without the call; round 29w: also those whose candidates only answer a happening)
        pass        # (the checks run inside the patched walk)
    assert counts["walks"] > 5000 and counts["cached"] > counts["walks"] // 2, counts


def test_the_opponents_moves_leave_a_players_offers_cached():
    """A card entering or leaving one player's hand, GY or zones leaves the other's cache
    entry standing (the reason for a version per player)."""
    d1, d2 = load_bundled_deck("yugi-starter"), load_bundled_deck("kaiba-starter")
    duel = Duel(d1, d2, seed=3)
    agents = (RandomAgent(4), RandomAgent(5))
    kept_across_opponent_moves = 0
    while duel.request is not None:
        sides = list(duel._sides)
        entries = list(duel._offer_cache)
        request = duel.request
        duel.answer(agents[request.player].choose(duel, request))
        for p in (0, 1):
            if duel._sides[p] == sides[p] and duel._sides[1 - p] != sides[1 - p] \
                    and entries[p] is not None and duel._offer_cache[p] is entries[p]:
                kept_across_opponent_moves += 1
    assert kept_across_opponent_moves > 10


def test_the_options_a_window_found_are_what_its_first_priority_asks_would_find(monkeypatch):
    """A response window that found options (`_window_open`) hands them to its first
    priority asks instead of walking again: at each such hand-over in random duels, they
    equal a fresh walk for that player at that moment."""
    original = Duel._priority
    counts = {"handed": 0}

    def checked(duel, player, name, passes=0, offered=None):
        if offered:
            first, second = offered
            assert _as_pairs(first) == _as_pairs(duel._response_options(player)), (duel.turn, name)
            if not first and second is not None:
                assert _as_pairs(second) == _as_pairs(duel._response_options(1 - player)), (duel.turn, name)
            counts["handed"] += 1
        return (yield from original(duel, player, name, passes, offered))

    monkeypatch.setattr(Duel, "_priority", checked)
    for _duel, _where in random_decisions(PAIRS):
        pass        # (the checks run inside the patched walk)
    assert counts["handed"] > 100, counts
