"""The card database file one row a line (the layout scripts/import_cards.py writes), as a user
may edit it by hand (round 48k): a line holding two rows is no longer that layout's, and reading
every card refuses the file by the passcode where it goes wrong rather than taking a row for
another card's; a corrupt row is refused by the field that is wrong."""

import json

import pytest

from duelist.cards import db


def _file(tmp_path, rows=12, joined=4):
    """The shipped file's header and first `rows` rows, one a line, except rows `joined` and
    `joined + 1`, written on one line. Returns the path and the rows' passcodes."""
    with open(db.DEFAULT_PATH, encoding="utf-8") as stream:
        head, body = stream.read().split('\n"cards":[\n', 1)
    table = [json.loads(line.rstrip(",")) for line in body.split("\n")[:rows]]
    lines = [json.dumps(row, ensure_ascii=False, separators=(",", ":")) for row in table]
    lines[joined:joined + 2] = [lines[joined] + "," + lines[joined + 1]]
    path = tmp_path / "cards.json"
    path.write_text(head + '\n"cards":[\n' + ",\n".join(lines) + "\n]}\n", encoding="utf-8")
    return str(path), [row[0] for row in table]


def test_two_rows_on_one_line_are_refused_when_every_card_is_read(tmp_path):
    """Q: I merged two lines of my card file into one. A: listing every card says which
    passcode's row is wrong (the row found there is the next card's), instead of listing a
    card twice or under another passcode."""
    path, codes = _file(tmp_path)
    database = db.CardDatabase.load(path)
    with pytest.raises(db.CardDatabaseError, match="passcode %d is not a card row" % codes[6]):
        list(database.all_cards())


def test_the_cards_before_the_joined_line_are_still_found(tmp_path):
    path, codes = _file(tmp_path)
    database = db.CardDatabase.load(path)
    shipped = db.CardDatabase.load(db.DEFAULT_PATH)
    for code in codes[:4]:
        assert database.get_card(code).name == shipped.get_card(code).name


def test_a_corrupt_row_of_a_card_missing_a_language_names_the_corrupt_field(tmp_path):
    """Q: a card of my file has no Korean name (null, as many cards have) and I mistyped its DEF
    as the text "1000". A: asking for the card says its DEF is wrong; the missing name is no
    fault (a name may be null)."""
    with open(db.DEFAULT_PATH, encoding="utf-8") as stream:
        head, body = stream.read().split('\n"cards":[\n', 1)
    table = [json.loads(line.rstrip(",")) for line in body.split("\n")[:12]]
    row = table[7]
    row[db.ROW_FIELDS.index("names")][db.LANGS.index("ko")] = None
    row[db.ROW_FIELDS.index("defense")] = "1000"
    lines = [json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in table]
    path = tmp_path / "cards.json"
    path.write_text(head + '\n"cards":[\n' + ",\n".join(lines) + "\n]}\n", encoding="utf-8")
    with pytest.raises(db.CardDatabaseError, match="passcode %d is corrupt: defense must be" % row[0]):
        db.CardDatabase.load(str(path)).get_card(row[0])


def test_a_corrupt_row_of_a_spell_names_the_corrupt_field(tmp_path):
    """Q: a Spell of my file (its property, "Normal" or "Quick-Play", is text) has a number as its
    Japanese set list. A: asking for the card says its sets_ja is wrong, not its property."""
    with open(db.DEFAULT_PATH, encoding="utf-8") as stream:
        head, body = stream.read().split('\n"cards":[\n', 1)
    table = [json.loads(line.rstrip(",")) for line in body.split("\n")[:400]]
    spells = [r for r in table if r[db.ROW_FIELDS.index("card_type")] == "Spell"
              and isinstance(r[db.ROW_FIELDS.index("property")], str)]
    row = spells[0]
    row[db.ROW_FIELDS.index("sets_ja")] = 7
    lines = [json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in table]
    path = tmp_path / "cards.json"
    path.write_text(head + '\n"cards":[\n' + ",\n".join(lines) + "\n]}\n", encoding="utf-8")
    with pytest.raises(db.CardDatabaseError, match="passcode %d is corrupt: sets_ja must be" % row[0]):
        db.CardDatabase.load(str(path)).get_card(row[0])


def test_a_file_with_text_after_its_end_is_refused(tmp_path):
    """Q: my card file has a stray line of text after its closing brackets. A: it is no JSON
    document, and loading it says the database is corrupt rather than reading it anyway."""
    path, codes = _file(tmp_path)
    with open(path, "a", encoding="utf-8") as stream:
        stream.write("stray text\n")
    with pytest.raises(db.CardDatabaseError):
        db.CardDatabase.load(path).get_card(codes[0])
