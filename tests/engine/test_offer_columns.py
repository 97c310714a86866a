"""The offer cache's two columns made from the response window's (docs/performance.md, round
10: chain.py `_offer_candidates`, `_UNOPENED` and `_IN_DAMAGE_STEP`). The rulings they stand
for:

- an effect that answers a happening (Trap Hole a summon, Mirror Force an attack: its
  `answers`) cannot be activated in a response window that no happening opened: there is
  nothing for it to answer;
- in the damage step only Counter Traps and the effects the damage step allows (`damage_step`:
  ATK/DEF changers until damage calculation, "during damage calculation", always) can be
  activated (seed 000 §效果分類 › 傷害步驟).

So a response window with no chain looks, in the damage step, only at the candidates of the
response window's column the damage step may allow, and, elsewhere, in a window no happening
opened, only at those that answer nothing in particular; a player with none there is passed
by without the call (as for an empty column, round 9a). Checked where it is taken:

- at every walk of random duels on the bench's effect pairs, each made column is the
  response window's column less exactly those effects, in its order;
- at every empty response window of those duels that passed a player by while their response
  window's column held candidates, every card and effect of theirs, through `_can_activate`
  with the window's speed rules (the plain computation), offers nothing, and the window was
  one of those two kinds.

tests/engine/test_window_shortcuts.py checks every call and every pass too (all eight Goat
decks); tests/engine/test_window_offer_skip.py checks that the column the window read was
empty by a fresh walk. An engine-internal check: the cache and the walk are private."""

from duelist.engine import chain as chain_module
from duelist.engine import effects as E
from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions
from tests.engine.test_response_fast_path import _full_walk
from tests.engine.test_window_offer_skip import PAIRS, watch_window_skips


def _never_in_the_damage_step(effect):
    """seed 000 §效果分類 › 傷害步驟, as `_damage_step_allows` rules at every sub-step: no
    Counter Trap's spell speed and no permission of its own."""
    return effect.speed != 3 and effect.damage_step is E.DS_NEVER


def test_the_made_columns_are_the_response_column_less_what_their_window_rules_out(monkeypatch):
    offer_candidates = Duel._offer_candidates
    seen = {"walks": 0, "answering left out": 0, "damage step left out": 0}

    def checked(duel, player, column):
        got = offer_candidates(duel, player, column)
        columns = duel._offer_cache[player][1]
        response = columns[0]
        assert columns[chain_module._UNOPENED] == [(c, e) for c, e in response if not e.answers], \
            ("the unopened window's column", duel.turn, len(duel.answers), player)
        assert columns[chain_module._IN_DAMAGE_STEP] == \
            [(c, e) for c, e in response if not _never_in_the_damage_step(e)], \
            ("the damage step's column", duel.turn, len(duel.answers), player)
        seen["walks"] += 1
        seen["answering left out"] += len(response) - len(columns[chain_module._UNOPENED])
        seen["damage step left out"] += len(response) - len(columns[chain_module._IN_DAMAGE_STEP])
        return got

    monkeypatch.setattr(Duel, "_offer_candidates", checked)
    for _duel, _where in random_decisions(PAIRS, seeds=range(8)):
        pass        # (the checks run inside the patched walk)
    # (enough walks to mean something: 930 on these duels since round 11w, where a card that
    # offers nothing where it stands no longer makes its player's cache walk again; 671 since
    # round 13c, where a Spell or Trap activated from its zone or the hand leaves the kept
    # columns less itself, chain.py `_offers_less`, instead of a walk; 412 since round 15c,
    # where a card drawn is put in the kept columns, chain.py `_offers_drawn`; 196 on three
    # seeds a pair since round 29w, where a Spell or Trap Set from the hand is put in them,
    # chain.py `_offers_set`: eight seeds a pair since)
    assert seen["walks"] > 350 and seen["answering left out"] > 110 and seen["damage step left out"] > 270, seen


def test_a_window_passes_by_a_player_whose_candidates_its_kind_rules_out(monkeypatch):
    seen = {"passed by with candidates": 0, "in the damage step": 0, "unopened": 0}

    def nothing_allowed(duel, player, column):
        entry = duel._offer_cache[player]
        if entry is None or not entry[1][0]:
            return          # (an empty response column: tests/engine/test_window_offer_skip.py)
        if column not in (chain_module._UNOPENED, chain_module._IN_DAMAGE_STEP):
            return
        assert _full_walk(duel, player, False) == [], \
            ("a player with a legal response was passed by", duel.turn, len(duel.answers), player, column)
        seen["passed by with candidates"] += 1
        seen["in the damage step"] += column == chain_module._IN_DAMAGE_STEP
        seen["unopened"] += column == chain_module._UNOPENED

    watch_window_skips(monkeypatch, nothing_allowed)
    for _duel, _where in random_decisions(PAIRS):
        pass
    assert seen["in the damage step"] > 50 and seen["unopened"] > 50, seen
