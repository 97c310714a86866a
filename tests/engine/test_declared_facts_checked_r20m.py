"""The three declared facts of round 19b, checked (round 20m: mutants of stop 24's
effects.py declarations and of the kept-answers oracle, duelist/testing/invariants.py).

`SeriesInGrave(series)` names one archetype, as the card data lists it (`data.series`, a
tuple of names): a tuple or a number is no archetype's name and is refused when the card
script is written, not read at the first ask; `NamedOnField(code)` names a card by its
passcode, a positive whole number. And the kept-answers oracle
(`check_kept_answers`) compares each kept fact with a plain walk: the printed Attributes of
each player's monsters (`Duel._phase_cards[4:6]`), the archetypes of the Monster Cards in each
GY (`[6:8]`) and the passcodes of the monsters on the field (`[8:10]`); a kept fact that is
wrong while its version says current (a forgotten bump) must be reported, not read."""

import pytest

from duelist.engine.effects import AttributeOnField, NamedOnField, SeriesInGrave
from duelist.testing.invariants import InvariantError, check_kept_answers
from duelist.testing.scenario import Table

SUMMONED_SKULL = 70781052


def test_an_archetype_is_one_name():
    """"Gravekeeper's" is an archetype's name; the tuple the card data holds, a number or
    nothing is not (a ValueError naming SeriesInGrave)."""
    assert SeriesInGrave("Gravekeeper's").series == "Gravekeeper's"
    for wrong in (("Gravekeeper's",), ["Gravekeeper's"], 7, "", None):
        with pytest.raises(ValueError, match="SeriesInGrave"):
            SeriesInGrave(wrong)


def test_a_passcode_is_a_positive_number():
    """A card's passcode is a positive whole number: True (a bool is an int to Python), 0 or a
    negative number names no card and is refused (a ValueError naming NamedOnField)."""
    assert NamedOnField(SUMMONED_SKULL).code == SUMMONED_SKULL
    for wrong in (True, False, 0, -SUMMONED_SKULL, "70781052", 70781052.0):
        with pytest.raises(ValueError, match="NamedOnField"):
            NamedOnField(wrong)


def _duel():
    """Player 0: Summoned Skull (DARK) on the field; player 1: Gravekeeper's Spy in the GY.
    Each declared fact asked once, so the engine keeps all three."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Summoned Skull")
    table.grave(1, "Gravekeeper's Spy")
    duel = table.build()
    assert not AttributeOnField("DARK").lacking(duel, 0)
    assert not NamedOnField(SUMMONED_SKULL).lacking(duel, 0)
    assert not SeriesInGrave("Gravekeeper's").lacking(duel, 1)
    assert duel._phase_cards[4] == duel._field_version and duel._phase_cards[8] == duel._field_version
    assert duel._phase_cards[6] == duel._pile_version
    check_kept_answers(duel)        # (all three as a walk finds them)
    return duel


# (the oracle names each of these answers in its report: an InvariantError, never a KeyError)
_REPORTED = InvariantError


def test_a_wrong_kept_attribute_is_reported():
    """The kept Attributes say player 0 controls no DARK monster while Summoned Skull is
    there: the oracle reports it (the windows would pass Deck Devastation Virus by)."""
    duel = _duel()
    duel._phase_cards[5][0].discard("DARK")
    with pytest.raises(_REPORTED, match="ttributes"):
        check_kept_answers(duel)


def test_a_wrong_kept_archetype_is_reported():
    """The kept archetypes say player 1's GY holds no Gravekeeper's monster while Gravekeeper's
    Spy is there: the oracle reports it (the windows would pass Rite of Spirit by)."""
    duel = _duel()
    duel._phase_cards[7][1].clear()
    with pytest.raises(_REPORTED, match="series|archetype"):
        check_kept_answers(duel)


def test_a_wrong_kept_passcode_is_reported():
    """The kept passcodes lack Summoned Skull's while it is on the field: the oracle reports it
    (the windows would pass a card needing it by)."""
    duel = _duel()
    duel._phase_cards[9].discard(SUMMONED_SKULL)
    with pytest.raises(_REPORTED, match="codes|passcode"):
        check_kept_answers(duel)


def test_a_kept_fact_of_another_player_or_one_more_is_reported():
    """The other side's answers swapped, or one Attribute too many: reported too."""
    duel = _duel()
    known = duel._phase_cards
    known[5] = (known[5][1], known[5][0])
    with pytest.raises(_REPORTED, match="ttributes"):
        check_kept_answers(duel)
    duel = _duel()
    duel._phase_cards[5][1].add("LIGHT")
    with pytest.raises(_REPORTED, match="ttributes"):
        check_kept_answers(duel)
    duel = _duel()
    duel._phase_cards[9].add(SUMMONED_SKULL + 1)
    with pytest.raises(_REPORTED, match="codes|passcode"):
        check_kept_answers(duel)
    duel = _duel()
    duel._phase_cards[7][0].add("Gravekeeper's")
    with pytest.raises(_REPORTED, match="series|archetype"):
        check_kept_answers(duel)
