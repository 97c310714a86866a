"""The Main Phase menu does not ask `_response_options` for the turn player's activations when
their offer cache is current and holds nothing for the menu (turn.py `_main_menu`, the cache
test written out as `_window` does; docs/performance.md round 9, hcall). The ruling it stands
for: a player with no card or effect that could be activated at the menu (no Spell or Trap
to activate, no Ignition Effect, nothing in their GY or on the field that works there) gets
no activation row (seed 000 §主要階段).

At every Main Phase menu of random duels on the bench's effect pairs, the menu's activation
rows are those of a fresh `_response_options(tp, idle=True)` made from a walk of the cards
from nothing (the cache dropped): whether the menu asked or passed the player by; it must
have passed some by. An engine-internal check: the cache is private."""

from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def _rows(options):
    return [(o.kind, o.card, o.name, o.effect) for o in options if o.kind == "activate"]


def test_the_menu_passes_by_only_a_player_with_nothing_to_activate(monkeypatch):
    response_options = Duel._response_options
    main_menu = Duel._main_menu
    asked = []
    counts = {"menus": 0, "passed by": 0, "with rows": 0}

    def recording_response_options(duel, player, idle=False, into=None, candidates=None):
        asked.append(idle)
        return response_options(duel, player, idle, into, candidates)

    def recording_main_menu(duel):
        del asked[:]
        request = main_menu(duel)
        counts["passed by"] += duel._any_scripts and True not in asked     # (no `idle=True` walk)
        return request
    monkeypatch.setattr(Duel, "_response_options", recording_response_options)
    monkeypatch.setattr(Duel, "_main_menu", recording_main_menu)
    for duel, where in random_decisions(PAIRS):
        request = duel.request
        if request is None or request.kind != "idle":
            continue
        rows = _rows(request.options)
        tp = duel.turn_player
        duel._offer_cache[tp] = None        # the walk made again from nothing
        fresh = _rows(response_options(duel, tp, idle=True))
        assert rows == fresh, (where, rows, fresh)
        counts["menus"] += 1
        counts["with rows"] += bool(rows)
    assert counts["menus"] > 300 and counts["passed by"] > 30 and counts["with rows"] > 30, counts
