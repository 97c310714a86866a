"""The state checks after a first pass that logged anything, and the equip rule for an Equip
Card without a script (docs/performance.md, round 20s: engine/actions.py `_state_checks`,
`_equip_still_legal`). ENGINE.md §2: the checks repeat until nothing changes (an Equip Card
whose monster another rule just destroyed leaves in the same check), with the win check
before each further pass, at most STATE_CHECK_PASSES passes in all, the duel ending as soon
as someone has lost; seed 000 §裝備卡: an Equip Card needs a face-up monster.

`_equip_still_legal` looks its kept checks up by the card's script first (a card without a
script has none: its only condition is the face-up monster, which the pass has seen).
Round 20s measured the checks' repeat loop moved out of `_state_checks` (PyPy still calls
`_state_checks` with a frame of its own from `_window`: not kept); these rulings hold either way.

- Judge's rulings: Lucky Iron Axe equipped to Battle Ox, Battle Ox destroyed: one check
  destroys the Axe in its first pass and runs a second pass that finds nothing; a check
  whose every pass logs something stops after STATE_CHECK_PASSES passes; one where a
  player's LP reach 0 in the third pass ends the duel there (no fourth pass), and in the
  last pass at the last win check; Mystical Elf (a monster card without a script) equipped
  to Battle Ox stays at every check while Battle Ox is face-up and is destroyed once Battle
  Ox is turned face-down.

An engine-internal check: the checks and their pass are private."""

import pytest

from duelist.engine import actions as A
from duelist.engine import state as S
from duelist.engine.duel import Duel, _DuelEnded
from duelist.testing.scenario import Table


class _Counted(Duel):
    """A duel that counts the passes of its state checks; `noisy`: each pass logs an
    event of its own after the real pass (a rule that never settles); `lp_zero_at`: the
    pass of that number sets player 1's LP to 0."""

    passes = 0
    noisy = False
    lp_zero_at = None

    def _state_check_pass(self, *roles):
        # (`*roles`: whatever the checks hand the pass, passed on)
        _Counted.passes += 1
        Duel._state_check_pass(self, *roles)
        if _Counted.noisy:
            self._emit({"type": "test_pass", "n": _Counted.passes})
        if _Counted.lp_zero_at == _Counted.passes:
            self.set_lp(1, 0)


def _axe_on_battle_ox():
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    axe = table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    table.hand(1, "Book of Moon")      # (a card with a script: the duel has state checks to run)
    duel = table.build()
    duel.__class__ = _Counted
    ox, axe = ox.card(duel), axe.card(duel)
    _Counted.noisy = False
    _Counted.lp_zero_at = None
    duel._state_checks()
    # (round 26s: that pass was quiet, so the next check at this key would make none; the key
    # set aside, as a position change does: the checks below make their passes)
    duel._phase_cards[10] = None
    return duel, ox, axe


def test_an_equip_lost_in_the_first_pass_and_a_quiet_second_pass():
    duel, ox, axe = _axe_on_battle_ox()
    duel.destroy([ox], "effect")
    _Counted.passes = 0
    before = len(duel.log)
    duel._state_checks()
    assert "equip_lost" in [e["type"] for e in list(duel.log)[before:]]
    assert axe.location == S.GRAVE
    assert _Counted.passes == 2
    # a quiet check: one pass (none where the checks ask the pass's idle test themselves:
    # nothing is left for a pass)
    _Counted.passes = 0
    duel._state_checks()
    assert _Counted.passes == (0 if A._IDLE_TEST_IN_CHECKS else 1)


def test_a_check_that_never_settles_stops_after_the_bound():
    duel, ox, axe = _axe_on_battle_ox()
    _Counted.passes = 0
    _Counted.noisy = True
    try:
        duel._state_checks()
    finally:
        _Counted.noisy = False
    assert _Counted.passes == Duel.STATE_CHECK_PASSES
    assert duel.result is None and axe.location == S.SZONE


def test_lp_at_zero_after_a_pass_ends_the_duel_before_the_next():
    duel, ox, axe = _axe_on_battle_ox()
    _Counted.passes = 0
    _Counted.noisy = True
    _Counted.lp_zero_at = 3
    try:
        with pytest.raises(_DuelEnded):     # (the duel ends: the win check says so at once)
            duel._state_checks()
    finally:
        _Counted.noisy = False
        _Counted.lp_zero_at = None
    assert _Counted.passes == 3
    assert duel.result is not None and duel._losers[1] == "lp"


def test_lp_at_zero_in_the_last_pass_is_seen_by_the_last_win_check():
    duel, ox, axe = _axe_on_battle_ox()
    _Counted.passes = 0
    _Counted.noisy = True
    _Counted.lp_zero_at = Duel.STATE_CHECK_PASSES
    try:
        with pytest.raises(_DuelEnded):     # (the duel ends: the win check says so at once)
            duel._state_checks()
    finally:
        _Counted.noisy = False
        _Counted.lp_zero_at = None
    assert _Counted.passes == Duel.STATE_CHECK_PASSES
    assert duel.result is not None and duel._losers[1] == "lp"


def test_an_equip_card_without_a_script_needs_only_a_face_up_monster():
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    elf = table.spell_trap(0, "Mystical Elf", face_down=False, equipped_to=ox)
    table.hand(1, "Book of Moon")      # (a card with a script: the duel has state checks to run)
    duel = table.build()
    ox, elf = ox.card(duel), elf.card(duel)
    assert elf.script is None
    for _ in range(3):
        duel._state_checks()
        assert elf.location == S.SZONE and duel.related(elf) is ox
    duel.change_position(ox, S.FACEDOWN_DEFENSE)
    before = len(duel.log)
    duel._state_checks()
    assert "equip_lost" in [e["type"] for e in list(duel.log)[before:]]
    assert elf.location == S.GRAVE and ox.location == S.MZONE
