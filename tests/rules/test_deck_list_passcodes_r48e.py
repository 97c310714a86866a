"""Round 48e (a whole-engine random sample): what a deck list may hold."""
import pytest
from duelist.engine.duel import DeckRefusedError, Duel
from duelist.testing.property import default_decks


def test_a_true_in_a_deck_list_is_refused_as_no_passcode():
    """DESIGN §7 (clear errors): a passcode is an int or a text of digits; `True` (a bool,
    which Python counts as the int 1) is no passcode and is refused as such, not looked up
    as passcode 1."""
    d0, _ = default_decks()
    with pytest.raises(DeckRefusedError) as raised:
        Duel(d0, [True], seed=1)
    assert "card 1: True is not a passcode" in str(raised.value)
