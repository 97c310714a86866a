"""A declared name on the field reads a monster's printed passcode and the passcode its name
stands for (round 20m: mutants of round 19b's `_monster_codes`, engine/chain.py).

`NamedOnField(code)` (engine/effects.py) needs "a monster on the field ... whose printed
passcode, or the passcode its name stands for (`alias`), is `code`": an alternate-art
printing is the same card by name (seed 000 §卡名: cards with the same name are the same
card), and its own printed passcode is still its own. Dark Magician's alternate art
(36996508) stands for Dark Magician (46986414). The engine keeps the passcodes of the
monsters on the field (`Duel._phase_cards[8:10]`, made by `_monster_codes`), and the
kept-answers oracle checks them against a plain walk of both fields."""

from duelist.engine.effects import NamedOnField
from duelist.testing.invariants import check_kept_answers
from duelist.testing.scenario import Table

DARK_MAGICIAN = 46986414
DARK_MAGICIAN_ALTERNATE_ART = 36996508


def _duel(position="attack"):
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(1, DARK_MAGICIAN_ALTERNATE_ART, position=position)
    table.monster(0, "Battle Ox")
    return table.build()


def test_an_alternate_art_monster_is_on_the_field_by_its_name_and_by_its_own_passcode():
    """Player 1's alternate-art Dark Magician: a monster with Dark Magician's passcode is on
    the field, and so is one with the alternate art's own; asked from either side, face-up
    or Set (a name on the field, any way up); the kept passcodes are both fields' walk."""
    for position in ("attack", "set"):
        duel = _duel(position)
        card = [c for c in duel.players[1].mzone if c is not None][0]
        assert card.data.code == DARK_MAGICIAN_ALTERNATE_ART and card.data.alias == DARK_MAGICIAN
        for player in (0, 1):
            assert not NamedOnField(DARK_MAGICIAN).lacking(duel, player), (position, player)
            assert not NamedOnField(DARK_MAGICIAN_ALTERNATE_ART).lacking(duel, player), (position, player)
        assert NamedOnField(DARK_MAGICIAN + 1).lacking(duel, 0)
        assert duel._phase_cards[8] == duel._field_version
        check_kept_answers(duel)


def test_a_printed_passcode_first_asked_after_the_name_is_still_found():
    """The kept passcodes made at the first ask (the name's) answer the printed passcode too."""
    duel = _duel()
    assert not NamedOnField(DARK_MAGICIAN).lacking(duel, 0)
    assert not NamedOnField(DARK_MAGICIAN_ALTERNATE_ART).lacking(duel, 0)
    duel = _duel()
    assert not NamedOnField(DARK_MAGICIAN_ALTERNATE_ART).lacking(duel, 1)
    assert not NamedOnField(DARK_MAGICIAN).lacking(duel, 1)
