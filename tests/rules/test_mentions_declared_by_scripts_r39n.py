"""What a card's text mentions is a fact its script declares (MENTIONS, a tuple of card names;
duelist/engine/extra.py `mentions`), read by Fusion material lines such as Divine Serpent
Apophis's "2 monsters that mention "Temple of the Kings"" (seed 000 §融合召喚 ●1: the
materials are the monsters the Fusion Monster's card lists). Bad input gets a clear error:
a declaration that is not a tuple of names is refused when it is read."""

import pytest

from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in_with

SERKET = "Mystical Beast of Serket"


def _apophis_with_two_serkets():
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Polymerization", SERKET, SERKET)
    table.extra(0, "Divine Serpent Apophis")
    return Script(table.build()).has("activate", "Polymerization")


def test_mentions_written_as_passcodes_is_refused_with_a_clear_error(monkeypatch):
    """Temple of the Kings written by its passcode (29762407) instead of its name: a
    ValueError that names the card and says what MENTIONS must be, not a silent no."""
    stand_in_with(monkeypatch, SERKET, [], MENTIONS=(29762407,))
    with pytest.raises(ValueError, match="Mystical Beast of Serket: MENTIONS must be a tuple of card names"):
        _apophis_with_two_serkets()


def test_mentions_as_a_tuple_of_names_is_read(monkeypatch):
    """The same stand-in with the name: the two Serkets are Apophis's materials."""
    stand_in_with(monkeypatch, SERKET, [], MENTIONS=("Temple of the Kings",))
    assert _apophis_with_two_serkets()

