"""Imperial Order (the 2005 text, GOAT) beside Swords of Revealing Light: each card keeps its
own moment when both are face-up on one field.

- Imperial Order (2005 text): in each of its controller's own Standby Phases they pay 700 LP;
  if they cannot, it is destroyed.
- Swords of Revealing Light: destroyed in the opponent's third End Phase after its activation.

A second card with a declared moment on the field takes nothing from the first: the upkeep is
still paid in its controller's Standby Phase, whichever card sits in the lower zone and
whichever player controls them. Each ruling is played with the state checks' whole-pass mark
set beforehand (Call of the Haunted's tie to the monster it revived makes every pass read the
key), so the checks before the Standby Phase have been answered by the mark (round 28s)."""

from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.testing.scenario import Script, Table

FILLER = ["Kozaky"] * 8


class _Counted(Duel):
    def _state_check_pass(self, roles=None):
        self._passes += 1
        return Duel._state_check_pass(self, roles)


def _duel(controller, cards):
    """`cards` face-up in `controller`'s Spell & Trap Zones 0, 1 (in that order); turn 3
    (player 0's) in Main Phase 1, both players at 8000 LP; Call of the Haunted (player 0's,
    zone 2) tied to the Summoned Skull it revived."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    for zone, name in enumerate(cards):
        table.spell_trap(controller, name, zone=zone, face_down=False)
    coth = table.spell_trap(0, "Call of the Haunted", zone=2, face_down=False)
    skull = table.monster(0, "Summoned Skull")
    table.deck(0, FILLER)
    table.deck(1, FILLER)
    duel = table.build()
    duel.__class__ = _Counted
    duel._passes = 0
    duel.relate("revived", coth.card(duel), skull.card(duel))
    # two checks in Main Phase 1: the second makes no pass (the mark holds the moments)
    duel._state_checks()
    passes = duel._passes
    duel._state_checks()
    assert duel._passes == passes and duel._phase_cards[11].__class__ is tuple
    return duel


def _spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


def test_2005_imperial_order_in_the_lower_zone_is_paid_for_in_its_controllers_standby_phase_beside_swords():
    duel = _duel(0, ["Imperial Order", "Swords of Revealing Light"])
    s = Script(duel)
    s.end_turn()
    # turn 4 (player 1's): the 2005 text asks nothing of player 0
    assert duel.turn == 4 and duel.players[0].lp == 8000
    s.end_turn()
    # turn 5, player 0's own Standby Phase: 700 LP paid
    assert duel.turn == 5 and duel.phase == S.PHASE_MAIN1
    assert duel.players[0].lp == 7300 and "Imperial Order" in _spells(duel, 0)


def test_2005_imperial_order_in_the_higher_zone_is_paid_for_in_its_controllers_standby_phase_beside_swords():
    duel = _duel(1, ["Swords of Revealing Light", "Imperial Order"])
    Script(duel).end_turn()
    # turn 4, player 1's own Standby Phase: 700 LP paid
    assert duel.turn == 4 and duel.phase == S.PHASE_MAIN1
    assert duel.players[1].lp == 7300 and "Imperial Order" in _spells(duel, 1)
