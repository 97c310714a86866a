"""The kept-answers oracle (duelist/testing/invariants.py `check_kept_answers`) on round 33w's
empty window answer (chain.py `_window` / `_response_options`, `Duel._phase_cards[12 +
player]`): a response window passes a player by without asking where the same column of
their offer cache answered nothing before and nothing that answer read has changed (the sum
of `_field_version` and `_pile_version`; for a refusal by declared phases, the turn and a
phase none of them names). Wherever that answer is current (no chain being built), the same
ask made fresh for the column offers nothing, and at a menu's or a window's decision, where
the column is the one a window opened now would read, the plain rule (`plain_activations`)
allows the player nothing either. A kept answer that is wrong would pass a player by who may
activate a card: no exception, only a missing offer, which only this oracle sees.

Ruled here: Rite of Spirit Set with no Gravekeeper's monster in its player's GY is kept as
nothing to activate, and the oracle is silent; the same answer planted current once
Gravekeeper's Spy is in that GY (the Trap may be activated) is caught, by the fresh ask and
by the plain rule; an answer current for a column that is not the one a window opened now
would read is checked by the fresh ask alone; and a mutant that keeps the answer whatever
refused the candidates (the `unkept` test dropped) is caught in random duels."""

import pytest

from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.testing import invariants
from duelist.testing.invariants import InvariantError, check_kept_answers
from duelist.testing.scenario import Table

from tests.engine.test_kept_answers_oracle import (CONTROL_MONARCH, GRAVEKEEPER_BURN, STARTER, WARRIOR_ZOMBIE,
                                                   _bundled, _play_checked)


def _rite_of_spirit():
    """Turn 3, player 0 at their Main Phase menu; player 1 has Rite of Spirit Set (from an
    earlier turn) and Gravekeeper's Spy in the hand, nothing in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Rite of Spirit")
    table.hand(1, "Gravekeeper's Spy")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    assert duel.request.kind == "idle" and duel.request.player == 0
    return duel


def _spy_to_the_grave(duel):
    spy = duel.players[1].hand[0]
    duel._remove(spy, "discarded")
    duel._place(spy, S.GRAVE, 1)


def _columns(duel, player):
    """`player`'s offer-cache columns, made now where not current (as a window makes them)."""
    entry = duel._offer_cache[player]
    if entry is None or entry[0] != duel._sides[player]:
        duel._offer_candidates(player, 0)
    return duel._offer_cache[player][1]


def _plant(duel, player, column):
    """An empty answer kept for `column`, current now (the sum now, no phases)."""
    duel._phase_cards[12 + player] = (column, duel._field_version + duel._pile_version, None, duel.turn)


def test_a_true_kept_answer_is_checked_and_the_oracle_is_silent():
    duel = _rite_of_spirit()
    assert duel._response_options(1) == []      # (the window's column: no Gravekeeper's monster in the GY)
    kept = duel._phase_cards[13]
    assert kept is not None and kept[2] is None
    assert invariants._window_kept(duel, 1) is kept[0]
    assert invariants._window_column(duel, 1) is kept[0]
    asked = []
    fresh = invariants._fresh_answers

    def counting(duel, keys):
        asked.extend(key for key in keys if key[0].startswith("window"))
        return fresh(duel, keys)
    invariants._fresh_answers = counting
    try:
        check_kept_answers(duel)
    finally:
        invariants._fresh_answers = fresh
    assert sorted(asked) == [("window", 1), ("window, the plain rule", 1)]
    assert duel._phase_cards[13] is kept        # (the check changed nothing: the answer is put back)


def test_a_kept_answer_once_the_spy_is_in_the_gy_is_not_current():
    duel = _rite_of_spirit()
    duel._response_options(1)
    column = duel._phase_cards[13][0]
    _spy_to_the_grave(duel)
    assert invariants._window_kept(duel, 1) is None     # (the piles' version moved: the sum differs)
    check_kept_answers(duel)


def test_a_wrong_kept_answer_is_caught_by_the_fresh_ask():
    """The answer planted current with the Spy in the GY: Rite of Spirit may be activated, so
    the same ask made fresh offers it (the plain rule is not asked: `activations=False`, as at
    a window's opening)."""
    duel = _rite_of_spirit()
    _spy_to_the_grave(duel)
    column = _columns(duel, 1)[4]         # (`_UNOPENED`: the window's column at the menu)
    assert [o.name for o in duel._response_options(1, False, None, column)] == ["Rite of Spirit"]
    _plant(duel, 1, column)
    with pytest.raises(InvariantError, match=r"player 1's empty window answer kept \(idle\) differ"):
        check_kept_answers(duel, activations=False)
    rite = duel.players[1].szone[0]
    try:
        check_kept_answers(duel, activations=False)
    except InvariantError as failed:
        assert "fresh [(%d, 0)]" % rite.uid in str(failed)


def test_a_wrong_kept_answer_is_caught_by_the_plain_rule_at_a_decision(monkeypatch):
    """The same planted answer at the menu's decision, the fresh ask made blind (a mutant of
    the check itself: it offers nothing): the plain rule still allows Rite of Spirit in the
    window the column stands for, and the oracle names that."""
    duel = _rite_of_spirit()
    _spy_to_the_grave(duel)
    column = _columns(duel, 1)[4]
    _plant(duel, 1, column)
    response_options = Duel._response_options

    def blind(duel, player, idle=False, into=None, candidates=None, *rest, **named):
        if candidates is column:
            return []
        return response_options(duel, player, idle, into, candidates, *rest, **named)
    monkeypatch.setattr(Duel, "_response_options", blind)
    with pytest.raises(InvariantError, match="the plain rule allows player 1 where an empty window answer is kept"):
        check_kept_answers(duel)


def test_an_answer_for_another_column_is_checked_by_the_fresh_ask_alone():
    """Planted for column 0 (a window a happening opened), at the menu, where a window opened
    now reads `_UNOPENED`: the plain rule speaks for that window, not this column, and is not
    asked; the fresh ask still is, and finds Rite of Spirit."""
    duel = _rite_of_spirit()
    _spy_to_the_grave(duel)
    column = _columns(duel, 1)[0]
    assert column is not _columns(duel, 1)[4] and invariants._window_column(duel, 1) is not column
    _plant(duel, 1, column)
    with pytest.raises(InvariantError, match="player 1's empty window answer kept"):
        check_kept_answers(duel)


def test_a_kept_answer_read_in_a_chain_is_not_current():
    """With a chain being built, `Responding` refuses nothing: the answer is not read there
    (`_window` opens the chain's loop first), and the oracle leaves it alone."""
    duel = _rite_of_spirit()
    _spy_to_the_grave(duel)
    _plant(duel, 1, _columns(duel, 1)[4])
    duel.chain.append(object())
    try:
        assert ("window", 1) not in invariants._kept_now(duel)
    finally:
        duel.chain.pop()
    assert ("window", 1) in invariants._kept_now(duel)


def test_a_kept_answer_with_the_unkept_test_dropped_is_caught_in_random_duels(monkeypatch):
    """A mutant: `_response_options` keeps its empty answer whatever refused the candidates
    (a spell speed or timing, the window's happenings, `_activation_allowed`, Jinzo's lock), as
    if every refusal read only the field and the piles: the oracle finds a player it would
    pass by who may activate something."""
    response_options = Duel._response_options

    def keeps_all(duel, player, idle=False, into=None, candidates=None, *rest, **named):
        before = duel._phase_cards[12 + player]
        options = response_options(duel, player, idle, into, candidates, *rest, **named)
        if not options and not idle and candidates is not None and duel._phase_cards[12 + player] is before:
            # (nothing kept by the call itself: a refusal set `unkept`)
            duel._phase_cards[12 + player] = (candidates, duel._field_version + duel._pile_version, None, duel.turn)
        return options
    monkeypatch.setattr(Duel, "_response_options", keeps_all)

    def duels():
        for pair in (STARTER, WARRIOR_ZOMBIE, GRAVEKEEPER_BURN, CONTROL_MONARCH):
            for duel in _bundled(pair, range(4), rules="GOAT"):
                yield duel
    with pytest.raises(InvariantError, match="empty window answer kept"):
        _play_checked(duels())


def test_the_oracle_checks_the_kept_answer_in_random_duels():
    """The safety net's count: in random duels of the four effect pairs, the kept empty answer
    is current (and checked by the fresh ask) at hundreds of decisions and window openings,
    and the plain rule is asked of it at many decisions too."""
    def duels():
        for pair in (STARTER, WARRIOR_ZOMBIE, GRAVEKEEPER_BURN, CONTROL_MONARCH):
            for duel in _bundled(pair, range(3), rules="GOAT"):
                yield duel
    counts = _play_checked(duels())
    assert counts["window"] > 300 and counts["window, the plain rule"] > 50, counts
