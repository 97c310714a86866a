"""The kept-answers oracle's check of the equip conditions declared to read only printed data
(duelist/testing/invariants.py `_check_printed_conditions`; engine/effects.py
`PrintedCondition`, kept per data object by actions.py `_equip_still_legal`) compares only
answers that are kept: a data object the equip rule has not asked about yet (a monster whose
printed data was replaced, as determinize.py replaces it, before the next state check) holds
no answer, and there is nothing to compare (round 23m of docs/mutation.md: an oracle that
compared "no answer" with the condition failed a correct duel).

Ruled here: Book of Secret Arts equipped to Dark Magician; after the state checks the oracle
passes; with the kept answers set aside (none for Dark Magician's data) it passes too, and
once the state checks ask again the answer is kept and still passes. A kept answer made wrong
is reported with the answer kept and the answer now."""

import pytest

from duelist.engine import actions as A
from duelist.engine.effects import PrintedCondition
from duelist.testing import invariants
from duelist.testing.scenario import Table


def _book_on_dark_magician(monkeypatch):
    """Book of Secret Arts equipped to Dark Magician, the state checks made: the duel, the
    magician's table entry and the equip condition with its kept answers."""
    monkeypatch.setattr(A, "_EQUIP_FILTERS", {})
    table = Table(turn=3, turn_player=0, phase="main1")
    magician = table.monster(0, "Dark Magician")
    book = table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=magician)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    duel._state_checks()
    [(_effect, condition)] = A._EQUIP_FILTERS[book.card(duel).script]
    return duel, magician, condition


def test_the_oracle_compares_only_answers_that_are_kept(monkeypatch):
    duel, magician, condition = _book_on_dark_magician(monkeypatch)
    assert type(condition) is PrintedCondition
    invariants.check_kept_answers(duel)
    monkeypatch.setattr(condition, "answers", {})
    invariants.check_kept_answers(duel)          # nothing kept for Dark Magician's data: no comparison
    # (the key of quiet state-check steps set aside, as a determinized copy starts without one:
    # round 25s, `Duel._phase_cards[10]`; else the equips step, quiet at this key, is skipped)
    duel._phase_cards[10] = None
    duel._state_checks()
    assert condition.answers == {magician.card(duel).data: True}
    invariants.check_kept_answers(duel)


def test_the_oracle_names_the_kept_answer_and_the_answer_now(monkeypatch):
    """A kept answer made wrong (False for Dark Magician, a Spellcaster) is reported with both
    answers: the one kept and the one the condition gives now."""
    duel, magician, condition = _book_on_dark_magician(monkeypatch)
    monkeypatch.setattr(condition, "answers", {magician.card(duel).data: False})
    with pytest.raises(invariants.InvariantError) as failed:
        invariants.check_kept_answers(duel)
    assert "keeps False for Dark Magician's printed data, asked now it says True" in str(failed.value)
