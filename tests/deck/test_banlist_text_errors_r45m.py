"""An lflist text that cannot be read says what is wrong, and where when it knows: a list
handed over as bytes without a file name that is not UTF-8 is "not UTF-8 text"; a bad
line of a text without a file name is "line N: ..."; a list read from text answers
whether it lists a card as its first question."""

import io

import pytest

from duelist.deck.banlist import BanlistFormatError, parse_lflist, read_lflist

POT_OF_GREED, DARK_MAGICIAN = 55144522, 46986414


def test_bytes_that_are_not_utf8_without_a_file_name_say_so_alone():
    with pytest.raises(BanlistFormatError) as caught:
        read_lflist(io.BytesIO(b"!L\n\xff\xfe"))
    assert str(caught.value) == "not UTF-8 text"


def test_a_bad_line_of_a_text_without_a_file_name_says_its_line():
    with pytest.raises(BanlistFormatError) as caught:
        parse_lflist("!L\nabc 1\n")
    assert str(caught.value) == "line 2: not a passcode: 'abc'"


def test_the_first_question_to_a_list_may_be_whether_it_lists_a_card():
    (banlist,) = parse_lflist("!L\n%d 0 --Pot of Greed\n" % POT_OF_GREED)
    assert banlist.is_listed(POT_OF_GREED) is True
    (banlist,) = parse_lflist("!L\n%d 0 --Pot of Greed\n" % POT_OF_GREED)
    assert banlist.is_listed(DARK_MAGICIAN) is False
