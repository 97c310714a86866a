"""A deck read from a file is named after the file ("my_goat.ydk" is "my_goat"), whether
the file holds .ydk text or a ydke:// URL, unless the caller names it; the name is what
messages about the deck ("deck 'my_goat' is not playable") say. Bytes with no file
behind them (an upload) are read as .ydk text and have no name."""

import io

from duelist.deck.formats import load_deck

YDK = "#main\n46986414\n#extra\n!side\n"


def test_a_ydk_file_is_named_after_the_file(tmp_path):
    path = tmp_path / "my_goat.ydk"
    path.write_text(YDK)
    assert load_deck(str(path)).name == "my_goat"
    assert load_deck(path).name == "my_goat"
    assert load_deck(str(path), name="Yugi").name == "Yugi"


def test_a_ydke_url_in_a_file_is_named_after_the_file(tmp_path):
    path = tmp_path / "from_the_web.txt"
    path.write_text("ydke://rvTMAg==!!!\n")
    deck = load_deck(str(path))
    assert deck.main == [46986414] and deck.name == "from_the_web"


def test_an_open_file_is_named_after_its_name():
    handle = io.StringIO(YDK)
    handle.name = "/decks/side_event.ydk"
    assert load_deck(handle).name == "side_event"


def test_deck_bytes_as_a_web_upload_hands_them_over_are_read_as_ydk_text():
    for data in (YDK.encode("utf-8"), bytearray(b"\xef\xbb\xbf" + YDK.encode("utf-8"))):
        deck = load_deck(data)
        assert deck.main == [46986414] and deck.name is None
