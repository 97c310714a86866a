"""Rulings of the two STATE effects that declare their moment (round 28s: each one's condition
is a `During`, and the state checks' whole-pass mark lets a check make no pass outside that
moment while nothing else changed). Each ruling is played with the mark set beforehand: an
Equip Spell on the field makes every pass read the state checks' key, so by the time the
moment comes, the checks before it have been answered by the mark.

- Swords of Revealing Light (seed 000 §魔法卡): it stays on the field for three of the
  opponent's turns and is destroyed in the opponent's third End Phase after its activation;
  its controller's own End Phases do not count, whichever player controls it.
- Imperial Order (today's text): in each Standby Phase, either player's, its controller pays
  700 LP; if they cannot, it is destroyed. The 2005 text (GOAT): only in its controller's own
  Standby Phases. (Round 52g: the upkeep is no STATE effect any more but an applied effect on
  the Standby Phase's happening, ordered with the phase's triggers, seed 004 §准备阶段; the
  mark then holds at every phase (`True`), and the rulings are played as before: the same
  payments, the same destruction.)"""

import pytest

from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

FILLER = ["Kozaky"] * 8


class _Counted(Duel):
    """Counts the checks that made no pass while the mark held declared moments."""

    def _state_checks(self, roles=None):
        mark = self._phase_cards[11]
        passes = self._passes
        Duel._state_checks(self, roles)
        if type(mark) is tuple and self._passes == passes:
            self.skipped_at_moments += 1

    def _state_check_pass(self, roles=None):
        self._passes += 1
        return Duel._state_check_pass(self, roles)


def _build(table):
    duel = table.build()
    duel.__class__ = _Counted
    duel._passes = 0
    duel.skipped_at_moments = 0
    return duel


def _equip_spell(table, player):
    """Lucky Iron Axe on Battle Ox: every pass reads the state checks' key."""
    table.spell_trap(player, "Lucky Iron Axe", face_down=False, equipped_to=table.monster(player, "Battle Ox"))


def _spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


@pytest.mark.parametrize("controller", [0, 1])
def test_swords_of_revealing_light_is_destroyed_in_the_opponents_third_end_phase_with_the_mark_set(controller):
    table = Table(turn=3, turn_player=controller)
    table.hand(controller, "Swords of Revealing Light")
    _equip_spell(table, controller)
    table.deck(0, FILLER)
    table.deck(1, FILLER)
    duel = _build(table)
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light")
    for turn in (3, 4, 5, 6, 7):
        # its controller's turns 3, 5, 7 and the opponent's 4, 6: still on the field
        assert duel.turn == turn and "Swords of Revealing Light" in _spells(duel, controller)
        s.end_turn()
    assert duel.turn == 8 and "Swords of Revealing Light" in _spells(duel, controller)
    assert duel._phase_cards[11].__class__ is tuple      # (the mark holds its moment)
    skipped = duel.skipped_at_moments
    s.end_turn()
    # the opponent's third End Phase (turn 8): destroyed
    assert duel.turn == 9 and _spells(duel, controller) == ["Lucky Iron Axe"]
    assert grave(duel, controller) == ["Swords of Revealing Light"]
    assert skipped > 0


def _imperial_order_duel(lp, rules=None, controller=1):
    """Imperial Order face-up for `controller` (activated before: no upkeep paid this turn),
    turn 3 (player 0's) in Main Phase 1; Call of the Haunted's tie to the monster it revived
    makes every pass read the key (a Trap: Imperial Order does not negate it, so the relations
    step is quiet at the key; an Equip Spell's tie, which it negates, is read anew each pass)."""
    table = Table(rules=rules, turn=3, turn_player=0, lp=(8000, lp) if controller == 1 else (lp, 8000))
    table.spell_trap(controller, "Imperial Order", face_down=False)
    coth = table.spell_trap(0, "Call of the Haunted", face_down=False)
    skull = table.monster(0, "Summoned Skull")
    table.deck(0, FILLER)
    table.deck(1, FILLER)
    duel = _build(table)
    duel.relate("revived", coth.card(duel), skull.card(duel))
    return duel


def _quiet_in_main_phase(duel):
    """Two checks in Main Phase 1: the second makes no pass (the mark holds at every phase:
    the upkeep is applied on the Standby Phase's happening, outside the state checks, since
    round 52g; it held the Standby Phases, the upkeep's declared moment, before)."""
    duel._state_checks()
    passes = duel._passes
    duel._state_checks()
    assert duel._passes == passes and duel._phase_cards[11] is True


def test_imperial_order_upkeep_is_paid_in_the_next_standby_phase_with_the_mark_set():
    duel = _imperial_order_duel(8000)
    _quiet_in_main_phase(duel)
    assert duel.players[1].lp == 8000
    Script(duel).end_turn()
    # turn 4's Standby Phase (its controller's): 700 LP paid
    assert duel.turn == 4 and duel.phase == S.PHASE_MAIN1
    assert duel.players[1].lp == 7300 and "Imperial Order" in _spells(duel, 1)


def test_imperial_order_is_destroyed_in_the_next_standby_phase_when_not_paid_with_the_mark_set():
    duel = _imperial_order_duel(600)
    _quiet_in_main_phase(duel)
    Script(duel).end_turn()
    assert duel.turn == 4 and duel.players[1].lp == 600
    assert _spells(duel, 1) == [] and grave(duel, 1) == ["Imperial Order"]


def test_imperial_order_upkeep_in_the_opponents_standby_phase_too_with_the_mark_set():
    """Today's text: each Standby Phase, either player's."""
    duel = _imperial_order_duel(8000, controller=0)
    _quiet_in_main_phase(duel)
    Script(duel).end_turn()
    # turn 4 is player 1's: player 0 pays in the opponent's Standby Phase
    assert duel.turn == 4 and duel.players[0].lp == 7300


def test_2005_imperial_order_upkeep_only_in_its_controllers_own_standby_phase_with_the_mark_set():
    duel = _imperial_order_duel(8000, rules="GOAT", controller=0)
    _quiet_in_main_phase(duel)
    s = Script(duel)
    s.end_turn()
    # turn 4 (player 1's Standby Phase): the 2005 text asks nothing
    assert duel.turn == 4 and duel.players[0].lp == 8000
    _quiet_in_main_phase(duel)
    s.end_turn()
    # turn 5 (its controller's own): paid
    assert duel.turn == 5 and duel.players[0].lp == 7300
