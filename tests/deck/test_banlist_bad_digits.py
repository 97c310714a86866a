"""An lflist entry's passcode and count are ASCII digits. Other characters that Python
calls digits (superscripts, digits of other scripts) are a BanlistFormatError naming the
file, line and text, never a ValueError traceback nor a silently different passcode."""

import pytest

from duelist.deck.banlist import BanlistFormatError, parse_lflist


@pytest.mark.parametrize("entry, text", [
    ("89631139 \u00b2", "\u00b2"),            # superscript two: isdigit(), but int() refuses it
    ("8963113\u00b2 1", "8963113\u00b2"),
])
def test_a_superscript_digit_is_a_format_error_naming_the_line(entry, text):
    with pytest.raises(BanlistFormatError) as caught:
        parse_lflist("!My List\n%s\n" % entry, source="my.conf")
    assert caught.value.line == 2 and caught.value.text == text
    assert str(caught.value).startswith("my.conf:2: ")


@pytest.mark.parametrize("entry", ["\u0663 1", "\uff18\uff19 1", "89631139 \u0661"])
def test_digits_of_other_scripts_are_not_read_as_a_passcode_or_count(entry):
    """Arabic-Indic or full-width digits: int() would take them as another passcode or count;
    an lflist (ygopro, EDOPro) holds ASCII digits only."""
    with pytest.raises(BanlistFormatError) as caught:
        parse_lflist("!My List\n%s\n" % entry)
    assert caught.value.line == 2


def test_ascii_entries_still_read():
    (banlist,) = parse_lflist("!My List\n89631139 1 --Blue-Eyes\n0046986414 0\n")
    assert [(e.code, e.count) for e in banlist.entries] == [(89631139, 1), (46986414, 0)]
