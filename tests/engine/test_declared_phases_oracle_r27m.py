"""The oracle of declared phase moments (duelist/testing/invariants.py `check_declared_phases`,
run by `check_kept_answers`): a phase trigger that works from the GY or banished and declares
its moments (`Effect(..., during=During(...))`) is passed by at every other phase of either
turn without asking its `match` (chain.py `_mark_batch`), so a declaration that leaves out a
phase its `match` accepts would make the card miss its moment without any exception. The
oracle asks each such card's `match` at every phase of both turns its declaration leaves out.

Ruled here, on positions built with the scenario table (a card's script given a wrong `match`
for the test, as a card author's slip would leave it):
- a card whose declaration agrees with its match (Sinister Serpent, Sacred Phoenix of
  Nephthys, Vampire Lord) or that declares nothing (Dark Necrofear) is not complained about;
- a card in the GY or banished whose match accepts a phase its declaration leaves out is
  complained about, naming the phase and whose turn, whichever player controls it, through
  `check_kept_answers` too;
- a card where that trigger does not work (banished with a GY-only trigger), or on the field
  (where trigger collection asks `match` at every phase and no declaration is read), is not."""

import pytest

from duelist.engine import state as S
from duelist.testing.invariants import InvariantError, check_declared_phases, check_kept_answers
from duelist.testing.scenario import Table

SERPENT = "Sinister Serpent"    # declares its controller's Standby Phase; its trigger works in the GY


def _serpent_trigger(duel):
    card = next(c for c in duel.cards if c.data.name == SERPENT)
    return card, next(e for e in card.script.triggers if e.during is not None)


def _opponents_standby_only(ctx, ev):
    """A slip: the opponent's Standby Phase where the text (and the declaration) says yours."""
    return ev.get("phase") == S.PHASE_STANDBY and ev.get("player") == 1 - ctx.player


def _table(place, player=0):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    place(table, player)
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    table.deck(1, ["Battle Ox", "Celtic Guardian"])
    return table.build()


def test_declarations_that_agree_with_their_match_are_not_complained_about():
    """Sinister Serpent and Sacred Phoenix of Nephthys (their controller's Standby Phase),
    Vampire Lord (either turn's Standby Phase) in the GYs, Dark Necrofear (no declaration:
    asked at every phase) in one: the oracle is silent in every phase of a whole turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, SERPENT, "Dark Necrofear")
    table.grave(1, "Sacred Phoenix of Nephthys", "Vampire Lord")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    table.deck(1, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    check_declared_phases(duel)
    check_kept_answers(duel)


@pytest.mark.parametrize("player", [0, 1])
@pytest.mark.parametrize("where", ["grave", "banished"])
def test_a_match_accepting_a_phase_the_declaration_leaves_out_is_caught(monkeypatch, where, player):
    """Sinister Serpent's script declares its controller's Standby Phase, but its `match`
    accepts only the opponent's (the trigger made to work banished too for the banished
    case): the oracle names the opponent's Standby Phase, for either player's card."""
    place = (lambda t, p: t.grave(p, SERPENT)) if where == "grave" else (lambda t, p: t.banished(p, SERPENT))
    duel = _table(place, player)
    card, trigger = _serpent_trigger(duel)
    assert card.controller == player and card.location == (S.GRAVE if where == "grave" else S.BANISHED)
    monkeypatch.setattr(trigger, "match", _opponents_standby_only)
    monkeypatch.setattr(trigger, "range", (S.GRAVE, S.BANISHED))
    with pytest.raises(InvariantError, match="accepts the standby Phase of the opponent's turn"):
        check_declared_phases(duel)
    with pytest.raises(InvariantError, match="Sinister Serpent's trigger"):
        check_kept_answers(duel)


def test_a_match_accepting_another_phase_of_its_controllers_own_turn_is_caught(monkeypatch):
    """The same slip in the controller's own turn: a `match` that accepts their End Phase."""
    duel = _table(lambda t, p: t.grave(p, SERPENT), 1)
    _, trigger = _serpent_trigger(duel)
    monkeypatch.setattr(trigger, "match", lambda ctx, ev: ev.get("phase") == S.PHASE_END and ev.get("player") == ctx.player)
    with pytest.raises(InvariantError, match="accepts the end Phase of its controller's turn"):
        check_declared_phases(duel)


def test_a_card_where_its_declaring_trigger_does_not_work_is_not_judged(monkeypatch):
    """Sinister Serpent banished: its trigger works only in the GY, so the wrong `match` can
    make it miss nothing there; the oracle is silent."""
    duel = _table(lambda t, p: t.banished(p, SERPENT))
    _, trigger = _serpent_trigger(duel)
    monkeypatch.setattr(trigger, "match", _opponents_standby_only)
    check_declared_phases(duel)


def test_a_card_on_the_field_is_not_judged_by_its_declaration(monkeypatch):
    """Sinister Serpent on the field with its trigger made to work there too and the wrong
    `match`: on the field trigger collection asks `match` at every phase (the declaration is
    read only for a card in a GY or banished), so nothing is missed; the oracle is silent."""
    duel = _table(lambda t, p: t.monster(p, SERPENT))
    card, trigger = _serpent_trigger(duel)
    assert card.location == S.MZONE
    monkeypatch.setattr(trigger, "match", _opponents_standby_only)
    monkeypatch.setattr(trigger, "range", (S.GRAVE, S.MZONE))
    check_declared_phases(duel)


def test_a_declaring_trigger_without_a_match_is_caught(monkeypatch):
    """Sinister Serpent's trigger with its `match` taken away takes every phase happening;
    its declaration (its controller's Standby Phase) then passes by phases it would take,
    and the oracle says so."""
    duel = _table(lambda t, p: t.grave(p, SERPENT))
    _, trigger = _serpent_trigger(duel)
    monkeypatch.setattr(trigger, "match", None)
    with pytest.raises(InvariantError, match="Sinister Serpent's trigger"):
        check_declared_phases(duel)
