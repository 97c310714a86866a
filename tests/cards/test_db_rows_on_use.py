"""duelist.cards.db reads the shipped file's rows when their cards are asked for (the file
stays as text with an index): every answer must be the one the whole parsed file gives."""

import json

import pytest

from duelist.cards import db


def _parsed_whole(path=db.DEFAULT_PATH):
    with open(path, encoding="utf-8") as stream:
        return db.CardDatabase.from_document(json.load(stream), path)


def _facts(card):
    return tuple(getattr(card, slot) for slot in sorted(card.__slots__))


def _same_answers(a, b, codes):
    assert len(a) == len(b)
    for code in codes:
        assert a.has_card(code) and b.has_card(code)
        assert _facts(a.get_card(code)) == _facts(b.get_card(code)), code
        assert a.canonical_code(code) == b.canonical_code(code)
        assert a.alternate_codes(code) == b.alternate_codes(code)


def test_every_card_read_on_use_equals_the_whole_parsed_file():
    on_use, whole = db.CardDatabase.load(db.DEFAULT_PATH), _parsed_whole()
    codes = [card.code for card in whole.all_cards()]
    _same_answers(on_use, whole, codes[::-1])           # one by one, in another order
    assert [_facts(c) for c in on_use.all_cards()] == [_facts(c) for c in whole.all_cards()]
    for name in ("Blue-Eyes White Dragon", "青眼の白龍", "ブラック・マジシャン", "Sheep Token"):
        assert on_use.lookup_name(name) is on_use.get_card(whole.lookup_name(name).code)
    assert [c.code for c in on_use.search_cards("dark magican")] == \
        [c.code for c in whole.search_cards("dark magican")]


def test_unknown_passcodes_get_the_same_errors():
    on_use, whole = db.CardDatabase.load(db.DEFAULT_PATH), _parsed_whole()
    for code in (12345, 0, 10 ** 30, -5, "abc", None, True):
        assert not on_use.has_card(code)
        for ask in ("get_card", "canonical_code", "alternate_codes"):
            with pytest.raises(db.UnknownCardError) as on_use_error:
                getattr(on_use, ask)(code)
            with pytest.raises(db.UnknownCardError) as whole_error:
                getattr(whole, ask)(code)
            assert str(on_use_error.value) == str(whole_error.value)


def _small_file(tmp_path, rows=40, edit=None):
    """The shipped file's header and first `rows` rows, in its layout; edit(lines) may change
    the row lines first. Returns the path and the rows' passcodes."""
    with open(db.DEFAULT_PATH, encoding="utf-8") as stream:
        text = stream.read()
    head, body = text.split('\n"cards":[\n', 1)
    lines = [line.rstrip(",") for line in body.split("\n")[:rows]]
    codes = [json.loads(line)[0] for line in lines]
    if edit is not None:
        edit(lines)
    path = tmp_path / "cards.json"
    path.write_text(head + '\n"cards":[\n' + ",\n".join(lines) + "\n]}\n", encoding="utf-8")
    return str(path), codes


def test_a_corrupt_row_is_refused_with_its_passcode_when_its_card_is_asked_for(tmp_path):
    def corrupt(lines):
        code, alias, _rest = lines[5].split(",", 2)
        lines[5] = code + "," + alias + ",{oops]"
    path, codes = _small_file(tmp_path, edit=corrupt)
    database = db.CardDatabase.load(path)
    assert database.get_card(codes[4]).code == codes[4]
    assert database.has_card(codes[5])
    with pytest.raises(db.CardDatabaseError, match="passcode %d is corrupt" % codes[5]):
        database.get_card(codes[5])
    with pytest.raises(db.CardDatabaseError, match="corrupt"):
        database.lookup_name("Blue-Eyes White Dragon")


def test_a_row_with_a_wrong_field_is_refused_when_its_card_is_asked_for(tmp_path):
    def wrong_type(lines):
        lines[3] = lines[3].replace('"Monster"', '"Monstre"').replace('"Spell"', '"Monstre"') \
            .replace('"Trap"', '"Monstre"')
    path, codes = _small_file(tmp_path, edit=wrong_type)
    with pytest.raises(db.CardDatabaseError, match="passcode %d" % codes[3]):
        db.CardDatabase.load(path).get_card(codes[3])


def test_another_layout_of_the_same_document_is_read_whole_and_answers_the_same(tmp_path):
    path, codes = _small_file(tmp_path)
    with open(path, encoding="utf-8") as stream:
        document = json.load(stream)
    pretty = tmp_path / "pretty.json"
    pretty.write_text(json.dumps(document, indent=1, ensure_ascii=False), encoding="utf-8")
    shuffled = tmp_path / "unsorted.json"
    shuffled.write_text(json.dumps(dict(document, cards=document["cards"][::-1]), ensure_ascii=False),
                        encoding="utf-8")
    indexed = db.CardDatabase.load(path)
    for other in (db.CardDatabase.load(str(pretty)), db.CardDatabase.load(str(shuffled))):
        _same_answers(indexed, other, codes)


def test_a_truncated_file_is_refused_as_corrupt(tmp_path):
    path, _ = _small_file(tmp_path)
    with open(path, encoding="utf-8") as stream:
        text = stream.read()
    with open(path, "w", encoding="utf-8") as stream:
        stream.write(text[:len(text) // 2])
    with pytest.raises(db.CardDatabaseError, match="corrupt"):
        db.CardDatabase.load(path)
