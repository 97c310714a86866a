"""A card file's row wrong in any one field is refused, naming the field, when its card is
asked for (the shipped layout: rows read on use). The check's fast path for sound rows once let
through rows wrong only in the fields it did not look at: the Type, property, Attribute and
materials, and the entries of the lists (names, kinds, Link Arrows, series, limits)."""

import json

import pytest

from duelist.cards import db


def _with_row_changed(tmp_path, field, change, also=None):
    """The shipped file's first 40 rows, the first Effect Monster's `field` changed by `change`
    (and each field of `also` set to its value); returns the database and that card's
    passcode."""
    with open(db.DEFAULT_PATH, encoding="utf-8") as stream:
        head, body = stream.read().split('\n"cards":[\n', 1)
    table = [json.loads(line.rstrip(",")) for line in body.split("\n")[:40]]
    row = next(r for r in table if r[db.ROW_FIELDS.index("card_type")] == "Monster"
               and "Effect" in r[db.ROW_FIELDS.index("kinds")])
    index = db.ROW_FIELDS.index(field)
    row[index] = change(row[index])
    for name, value in (also or {}).items():
        row[db.ROW_FIELDS.index(name)] = value
    lines = [json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in table]
    path = tmp_path / "cards.json"
    path.write_text(head + '\n"cards":[\n' + ",\n".join(lines) + "\n]}\n", encoding="utf-8")
    return db.CardDatabase.load(str(path)), row[0]


@pytest.mark.parametrize("field, change", [
    ("race", lambda v: 5),
    ("attribute", lambda v: ["DARK"]),
    ("property", lambda v: 3),
    ("materials", lambda v: 2),
    ("kinds", lambda v: v + [7]),
    ("link_arrows", lambda v: v + [None]),
    ("series", lambda v: v + [1]),
    ("names", lambda v: [v[0], 12] + v[2:]),
    ("limits", lambda v: [3] + v[1:]),
])
def test_a_row_wrong_only_in_one_field_is_refused_naming_it(tmp_path, field, change):
    """Q: one card of my file has a number for its Type (or a list for its Attribute, a number
    among its kinds...). A: asking for the card says its row is corrupt and which field is wrong,
    instead of building a card no rule can read."""
    database, code = _with_row_changed(tmp_path, field, change)
    with pytest.raises(db.CardDatabaseError, match="passcode %d is corrupt: %s must be" % (code, field)):
        database.get_card(code)


def test_the_same_row_unchanged_is_read(tmp_path):
    database, code = _with_row_changed(tmp_path, "race", lambda v: v)
    assert database.get_card(code).race == db.CardDatabase.load(db.DEFAULT_PATH).get_card(code).race


@pytest.mark.parametrize("field, change, also", [
    ("kinds", lambda v: [7], {"series": [], "link_arrows": []}),
    ("names", lambda v: [12, "a", "b", "c", "d"], {"limits": ["Unlimited"] * len(db.LIMIT_FORMATS)}),
    ("names", lambda v: [12, None, None, None, None], {"limits": [None] * len(db.LIMIT_FORMATS)}),
])
def test_a_list_wrong_in_every_entry_or_beside_full_lists_is_refused(tmp_path, field, change, also):
    """Q: a card of my file has a number for its only kind (its other lists empty), or a number
    among otherwise full names, or a number as its only name. A: refused, naming the field."""
    database, code = _with_row_changed(tmp_path, field, change, also)
    with pytest.raises(db.CardDatabaseError, match="passcode %d is corrupt: %s must be" % (code, field)):
        database.get_card(code)
