"""`all_cards()` lists every card in passcode order (its docstring's promise), whatever the order
of the rows in the file: a file written one row a line but edited by hand or merged, with its
rows reversed, is read whole, and its cards still come out sorted by passcode (a deck tool or a
card list that walks the database sees the same order as with the shipped file)."""

from duelist.cards import db
from tests.cards.test_card_database_files_r47k import _file


def test_a_file_with_its_rows_reversed_lists_its_cards_in_passcode_order(tmp_path):
    path, codes = _file(tmp_path, lambda rows: rows.reverse())
    database = db.CardDatabase.load(path)
    listed = [card.code for card in database.all_cards()]
    assert listed == sorted(codes)
    assert [card.code for card in database.all_cards()] == listed       # (asked again: the same)
