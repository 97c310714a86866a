"""The card database file as a user may hand it over (`CardDatabase.load`): rows one a line
but not in passcode order are still read right, and a row with a wrong field is refused by
name, whichever field it is."""

import json

import pytest

from duelist.cards import db


def _file(tmp_path, edit, rows=40):
    """The shipped file's header and first `rows` rows, in its layout (one row a line);
    edit(rows) may change the rows (lists) first. Returns the path and the rows' passcodes."""
    with open(db.DEFAULT_PATH, encoding="utf-8") as stream:
        head, body = stream.read().split('\n"cards":[\n', 1)
    table = [json.loads(line.rstrip(",")) for line in body.split("\n")[:rows]]
    codes = [row[0] for row in table]
    edit(table)
    lines = [json.dumps(row, ensure_ascii=False, separators=(",", ":")) for row in table]
    path = tmp_path / "cards.json"
    path.write_text(head + '\n"cards":[\n' + ",\n".join(lines) + "\n]}\n", encoding="utf-8")
    return str(path), codes


def test_rows_one_a_line_out_of_passcode_order_find_every_card(tmp_path):
    """A file written one row a line, as scripts/import_cards.py does, but with its rows in
    reverse order (edited by hand, merged): every card of it is found by its passcode, the
    same card as in the shipped file."""
    path, codes = _file(tmp_path, lambda rows: rows.reverse())
    database = db.CardDatabase.load(path)
    shipped = db.CardDatabase.load(db.DEFAULT_PATH)
    assert len(database) == len(codes)
    for code in codes:
        assert database.has_card(code)
        assert database.get_card(code).name == shipped.get_card(code).name


def test_a_row_whose_japanese_sets_are_not_text_is_refused_with_its_passcode(tmp_path):
    """A row whose Japanese set list (sets_ja) is a number is corrupt: asking for its card
    says which passcode and which field, as for any other wrong field (not a Python error)."""
    def wrong_sets(rows):
        rows[7][db.ROW_FIELDS.index("sets_ja")] = 17
    path, codes = _file(tmp_path, wrong_sets)
    database = db.CardDatabase.load(path)
    assert database.get_card(codes[6]).code == codes[6]
    with pytest.raises(db.CardDatabaseError, match="passcode %d is corrupt: sets_ja must be text" % codes[7]):
        database.get_card(codes[7])


def test_a_row_whose_def_is_text_is_refused_with_its_passcode(tmp_path):
    """DEF is a number, or null for "?": a row whose DEF is the text "1000" is corrupt, and
    asking for its card says so with its passcode."""
    def text_def(rows):
        rows[9][db.ROW_FIELDS.index("defense")] = "1000"
    path, codes = _file(tmp_path, text_def)
    with pytest.raises(db.CardDatabaseError, match="passcode %d is corrupt: defense must be" % codes[9]):
        db.CardDatabase.load(path).get_card(codes[9])


def test_a_document_whose_cards_are_not_a_list_is_refused():
    """A database document (`CardDatabase.from_document`) with the right header whose "cards"
    is not a list of rows (an object, a number) is refused, saying so."""
    with open(db.DEFAULT_PATH, encoding="utf-8") as stream:
        head = stream.read().split('\n"cards":[\n', 1)[0]
    header = json.loads(head.rstrip(",") + "}")
    for cards in ({"1": []}, 7, None):
        with pytest.raises(db.CardDatabaseError, match="'cards' must be a list of rows"):
            db.CardDatabase.from_document(dict(header, cards=cards), "mine.json")


def test_a_long_wrong_value_is_shown_cut_to_80_characters(tmp_path):
    """The refusal of a corrupt row quotes the wrong value, cut to 80 characters with "..."
    when it is longer (a long list in place of the English set list), so the message stays
    one readable line."""
    def long_sets(rows):
        rows[2][db.ROW_FIELDS.index("sets_en")] = list(range(100))
    path, codes = _file(tmp_path, long_sets)
    with pytest.raises(db.CardDatabaseError) as refused:
        db.CardDatabase.load(path).get_card(codes[2])
    shown = str(refused.value).split("sets_en must be text, not ", 1)[1]
    assert shown == repr(list(range(100)))[:77] + "..." and len(shown) == 80


def test_a_document_with_other_name_languages_is_refused():
    """A document whose header lists its name languages in another order (or others) than the
    ones duelist reads would put each name under the wrong language: it is refused as having
    unexpected columns, as one with other row fields is."""
    with open(db.DEFAULT_PATH, encoding="utf-8") as stream:
        head = stream.read().split('\n"cards":[\n', 1)[0]
    header = json.loads(head.rstrip(",") + "}")
    for langs in (list(reversed(db.LANGS)), ["en", "ja"]):
        with pytest.raises(db.CardDatabaseError, match="unexpected columns"):
            db.CardDatabase.from_document(dict(header, langs=langs, cards=[]), "mine.json")


def test_a_short_row_is_refused_when_every_card_is_read(tmp_path):
    """A row cut short (its two passcodes and one more field) is refused with its passcode when
    every card is read at once (the card list, a name lookup), as when it alone is asked for."""
    def short(rows):
        rows[4] = rows[4][:3]
    path, codes = _file(tmp_path, short)
    message = "passcode %d is not a card row" % codes[4]
    with pytest.raises(db.CardDatabaseError, match=message):
        list(db.CardDatabase.load(path).all_cards())
    with pytest.raises(db.CardDatabaseError, match=message):
        db.CardDatabase.load(path).lookup_name("Blue-Eyes White Dragon")
    with pytest.raises(db.CardDatabaseError, match=message):
        db.CardDatabase.load(path).get_card(codes[4])
