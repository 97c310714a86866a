"""What a player is told about a banlist: a card a whitelist lists at 0 is Forbidden in it
(not "not on the list"); a name close to no list gets no made-up suggestions, a few
letters of one get it suggested; a list file that cannot be read says why; a server
looking a list up by a client's word (files=False) never reads a file of that name; a
list's entry reads as the line it came from."""

import os

import pytest

from duelist.deck.banlist import (
    FORBIDDEN, LIMITED, SEMI_LIMITED, STATUS_WORDS, UNLIMITED, BanlistEntry, BanlistFormatError,
    UnknownBanlistError, load_banlist, parse_lflist, read_lflist,
)
from duelist.deck.formats import parse_ydk
from duelist.deck.validate import validate_deck

POT_OF_GREED, DARK_MAGICIAN = 55144522, 46986414
FILLER = (15025844, 41392891, 87796900, 32452818, 91152256, 40374923, 13429800, 90357090,
          13039848, 66672569, 36304921, 41218256, 47060154, 68516705)


def test_a_card_a_whitelist_lists_at_zero_is_forbidden_in_it():
    (banlist,) = parse_lflist("!Judge 2005\n$whitelist\n%d 0 --Pot of Greed\n%s" % (
        POT_OF_GREED, "".join("%d 3 --filler\n" % c for c in FILLER)))
    main = [c for c in FILLER for _ in range(3)][:39] + [POT_OF_GREED]
    deck = parse_ydk("#main\n" + "\n".join(map(str, main)) + "\n#extra\n!side\n")
    (problem,) = validate_deck(deck, banlist=banlist)
    assert problem.rule == "banlist"
    assert problem.message == "Pot of Greed (55144522) is Forbidden in Judge 2005"


def test_a_card_a_whitelist_does_not_list_is_said_to_be_off_the_list():
    (banlist,) = parse_lflist("!Judge 2005\n$whitelist\n%s" % "".join("%d 3 --filler\n" % c for c in FILLER))
    main = [c for c in FILLER for _ in range(3)][:39] + [DARK_MAGICIAN]
    deck = parse_ydk("#main\n" + "\n".join(map(str, main)) + "\n#extra\n!side\n")
    (problem,) = validate_deck(deck, banlist=banlist)
    assert problem.message == ("Dark Magician (46986414) is not on the Judge 2005 list, which allows "
                               "only the cards it lists")


@pytest.mark.parametrize("name", ["", "   ", "qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq"])
def test_a_name_close_to_no_list_gets_no_suggestions(name):
    with pytest.raises(UnknownBanlistError) as caught:
        load_banlist(name)
    assert "close names" not in str(caught.value) and "`duelist deck list` shows them all" in str(caught.value)


def test_a_name_close_to_a_list_gets_it_suggested():
    with pytest.raises(UnknownBanlistError, match="close names: .*GOAT"):
        load_banlist("GOTA")


def test_a_list_file_named_by_a_client_is_not_read(tmp_path):
    path = tmp_path / "mine.lflist.conf"
    path.write_text("!Mine\n%d 0 --Pot of Greed\n" % POT_OF_GREED)
    assert load_banlist(str(path)).name == "Mine"                 # the operator's own file
    with pytest.raises(UnknownBanlistError):
        load_banlist(str(path), files=False)                     # a client's word: bundled lists only


def test_an_entry_reads_as_its_line():
    assert repr(BanlistEntry(POT_OF_GREED, 0, "Pot of Greed")) == "BanlistEntry(55144522, 0, 'Pot of Greed')"


@pytest.mark.parametrize("comment, name", [("Pot of Greed", "Pot of Greed"),
                                           ("Makyura the Destructor (pre-errata)", "Makyura the Destructor"),
                                           (" (pre-errata)", None), ("   ", None), ("", None), (None, None)])
def test_an_entry_names_its_card_or_none(comment, name):
    assert BanlistEntry(POT_OF_GREED, 0, comment).card_name == name


def test_each_status_is_the_number_of_copies_it_allows():
    assert (FORBIDDEN, LIMITED, SEMI_LIMITED, UNLIMITED) == (0, 1, 2, 3)
    assert [STATUS_WORDS[n] for n in (FORBIDDEN, LIMITED, SEMI_LIMITED, UNLIMITED)] == [
        "Forbidden", "Limited", "Semi-Limited", "Unlimited"]


def test_a_few_letters_of_a_lists_name_get_that_list_suggested():
    with pytest.raises(UnknownBanlistError, match="close names: 2026.05 Traditional, Traditional"):
        load_banlist("tra")


def test_a_list_file_in_a_loop_of_links_cannot_be_read_saying_why(tmp_path):
    a, b = str(tmp_path / "a.conf"), str(tmp_path / "b.conf")
    os.symlink(b, a)
    os.symlink(a, b)
    with pytest.raises(BanlistFormatError) as caught:
        read_lflist(a)
    assert str(caught.value) == "%s: cannot read the file (Too many levels of symbolic links)" % a
