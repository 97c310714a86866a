"""The oracle of declared phase moments on the field (duelist/testing/invariants.py
`check_declared_phases`, `CardScript.field_moments` since round 27d): a face-up card's phase
trigger that declares its moments is passed by at every other phase of either turn, so a
declaration that leaves out a phase its `match` accepts, in either player's turn, is complained
about -- also where the declaration leaves out phases of one turn only and takes every phase
of the other.

Ruled here on Lava Golem ("During each of your Standby Phases, take 1000 damage") on player 1's
field, its trigger given a declaration and a `match` a card author's slip could leave:
- the declaration takes every phase of the opponent's turn but only the Standby Phase of its
  controller's, and `match` accepts its controller's End Phase: caught, naming that phase;
- the same declaration with the right `match` (its controller's Standby Phase): silent;
- mirrored, a declaration that takes every phase of its controller's turn but only the
  Standby Phase of the opponent's, and a `match` accepting the opponent's End Phase: caught."""

import pytest

from duelist.cards.common import During
from duelist.engine import state as S
from duelist.engine.effects import ALL_PHASES
from duelist.testing.invariants import InvariantError, check_declared_phases
from duelist.testing.scenario import Table


def _golem(monkeypatch, match, own=(S.PHASE_STANDBY,), opponent=tuple(ALL_PHASES)):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Lava Golem")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    table.deck(1, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    card = next(c for c in duel.cards if c.data.name == "Lava Golem")
    trigger = next(e for e in card.script.triggers if e.during is not None)
    monkeypatch.setattr(trigger, "during", During(own=own, opponent=opponent))
    monkeypatch.setattr(card.script, "field_moments", (frozenset(own), frozenset(opponent)))
    monkeypatch.setattr(trigger, "match", match)
    return duel


def test_a_match_accepting_its_controllers_end_phase_left_out_is_caught(monkeypatch):
    duel = _golem(monkeypatch, lambda ctx, ev: ev.get("phase") == S.PHASE_END and ev.get("player") == ctx.player)
    with pytest.raises(InvariantError, match="accepts the end Phase of its controller's turn"):
        check_declared_phases(duel)


def test_a_match_that_agrees_with_the_declaration_is_not_complained_about(monkeypatch):
    duel = _golem(monkeypatch, lambda ctx, ev: ev.get("phase") == S.PHASE_STANDBY and ev.get("player") == ctx.player)
    check_declared_phases(duel)


def test_a_match_accepting_the_opponents_end_phase_left_out_is_caught(monkeypatch):
    duel = _golem(monkeypatch, lambda ctx, ev: ev.get("phase") == S.PHASE_END and ev.get("player") != ctx.player,
                  own=tuple(ALL_PHASES), opponent=(S.PHASE_STANDBY,))
    with pytest.raises(InvariantError, match="accepts the end Phase of the opponent's turn"):
        check_declared_phases(duel)
