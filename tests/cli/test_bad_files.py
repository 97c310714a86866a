"""Bad files (issue 8 §3, issue 15 §9): every malformed or tampered replay, rule set or card
database gets one clear message and a non-zero exit, never a traceback; a replay cut short
or without its checksum is refused."""

import json

import pytest

from duelist.cli.main import main


@pytest.fixture(scope="module")
def replay_data(tmp_path_factory):
    path = tmp_path_factory.mktemp("replays") / "r.json"
    assert main(["duel", "--seed", "9", "--replay", str(path), "--quiet"]) == 0
    return json.loads(path.read_text())


def _replay(tmp_path, capsys, data):
    path = tmp_path / "r.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    capsys.readouterr()
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, err


def _edited(data, **changes):
    out = json.loads(json.dumps(data))
    for key, value in changes.items():
        if value is None:
            out.pop(key, None)
        else:
            out[key] = value
    return out


def test_an_untouched_replay_verifies(tmp_path, capsys, replay_data):
    code, err = _replay(tmp_path, capsys, replay_data)
    assert code == 0 and err == ""


@pytest.mark.parametrize("missing", ["log_sha256", "events"])
def test_a_replay_without_its_checksum_is_refused(tmp_path, capsys, replay_data, missing):
    code, err = _replay(tmp_path, capsys, _edited(replay_data, **{missing: None}))
    assert code == 1 and "missing field %r" % missing in err


@pytest.mark.parametrize("missing", ["rules", "seed", "decks", "answers"])
def test_a_replay_without_what_rebuilds_the_duel_is_refused_by_name(tmp_path, capsys, replay_data, missing):
    """A replay file missing its rules, seed, decks or answers is refused with a message that
    names the field (no traceback, nothing re-run)."""
    code, err = _replay(tmp_path, capsys, _edited(replay_data, **{missing: None}))
    assert code == 1 and "missing field %r" % missing in err and "Traceback" not in err


def test_a_replay_with_answers_cut_off_is_refused_even_without_its_checksum(tmp_path, capsys, replay_data):
    cut = _edited(replay_data, answers=replay_data["answers"][:-3])
    code, err = _replay(tmp_path, capsys, cut)
    assert code == 1 and "differs" in err
    code, err = _replay(tmp_path, capsys, _edited(cut, log_sha256=None, events=None))
    assert code == 1 and "missing field" in err


def test_only_a_changed_checksum_is_reported_as_the_checksum_differing(tmp_path, capsys, replay_data):
    """Issue 15 §9: the re-run log has the recorded length and result, only the SHA-256
    in the file differs: the message says so (not 'the log differs')."""
    code, err = _replay(tmp_path, capsys, _edited(replay_data, log_sha256="0" * 64))
    assert code == 1 and "checksum differs" in err and "events recorded" not in err
    code, err = _replay(tmp_path, capsys, _edited(replay_data, events=replay_data["events"] + 1))
    assert code == 1 and "log differs" in err and "checksum differs" not in err


@pytest.mark.parametrize("field, value, message", [
    ("answers", ["0", 1], "answer 1 is \"0\""),
    ("answers", [1.0], "answer 1 is 1.0"),
    ("answers", [True], "answer 1 is true"),
    ("answers", [None], "answer 1 is null"),
    ("answers", "0 1 2", "'answers' must be a list"),
    ("inputs", [["a", "turn_limit", 3]], "input 1 is"),
    ("inputs", [[0, "turn_limit", "3"]], "input 1 is"),
    ("inputs", [[0, "turn_limit"]], "input 1 is"),
    ("inputs", {"x": 1}, "'inputs' must be a list"),
    ("seed", "9", "'seed' must be a non-negative integer"),
    ("seed", 9.0, "'seed' must be a non-negative integer"),
    ("first_player", "0", "'first_player' must be 0, 1 or null"),
    ("first_player", 1.0, "'first_player' must be 0, 1 or null"),
    ("events", "12", "'events' must be the number"),
    ("log_sha256", 12, "'log_sha256' must be a SHA-256"),
    ("rules", [1, 2], "'rules' must be an object"),
    ("result", "won", "'result' must be an object"),
])
def test_replay_fields_of_the_wrong_kind_get_a_clear_message(tmp_path, capsys, replay_data,
                                                             field, value, message):
    code, err = _replay(tmp_path, capsys, _edited(replay_data, **{field: value}))
    assert code == 1 and message in err, err


@pytest.mark.parametrize("flag, value, message", [
    ("main_monster_zones", 100, "main_monster_zones must be an integer from 1 to 5, not 100"),
    ("spell_trap_zones", 0, "spell_trap_zones must be an integer from 1 to 5"),
    ("starting_lp", "8000", "starting_lp must be an integer"),
    ("starting_lp", 10 ** 30, "starting_lp must be an integer"),
    ("opening_hand", -1, "opening_hand must be an integer"),
    ("first_turn_draw", "yes", "first_turn_draw must be true or false"),
    ("extra_monster_zones", 1, "extra_monster_zones must be true or false"),
    ("pendulum_zones", 3, "pendulum_zones must be"),
    ("name", 5, "a rules name is text"),
    ("no_such_rule", True, "unknown rules flag"),
    ("extra_deck_kinds", 3, "extra_deck_kinds must list kinds among"),
    ("extra_deck_kinds", None, "extra_deck_kinds must list kinds among"),
    ("extra_deck_kinds", {"Fusion": 1}, "extra_deck_kinds must list kinds among"),
    ("extra_deck_kinds", "Fusion", "extra_deck_kinds must list kinds among"),
])
def test_absurd_rule_values_in_a_replay_are_refused(tmp_path, capsys, replay_data, flag, value, message):
    rules = dict(replay_data["rules"], **{flag: value})
    code, err = _replay(tmp_path, capsys, _edited(replay_data, rules=rules))
    assert code == 1 and "cannot set up the duel" in err and message in err, err


def test_deeply_nested_json_is_refused_without_a_traceback(tmp_path, capsys):
    code, err = _replay(tmp_path, capsys, "[" * 100000 + "]" * 100000)
    assert code == 1 and "nested too deeply" in err


@pytest.mark.parametrize("content", ["", "\x00\x01", "{\"format\": ", "[1, 2]", "null"])
def test_garbage_replay_files_are_refused(tmp_path, capsys, content):
    code, err = _replay(tmp_path, capsys, content)
    assert code == 1 and err.startswith("duelist: ")


def test_a_replay_file_that_is_not_utf8_is_refused(tmp_path, capsys):
    path = tmp_path / "r.json"
    path.write_bytes(b"\xff\xfe{\x00")
    capsys.readouterr()
    assert main(["replay", str(path)]) == 1
    assert "not a replay file" in capsys.readouterr().err


# ------------------------------------------------------------- card database
def _with_database(monkeypatch, tmp_path, text):
    from duelist.cards import db
    path = tmp_path / "cards.json"
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    monkeypatch.setattr(db, "DEFAULT_PATH", str(path))
    monkeypatch.setattr(db, "_database", None)


def _card(capsys, *query):
    capsys.readouterr()
    code = main(["card"] + list(query))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, err


@pytest.mark.parametrize("text, message", [
    ("{not json", "corrupt"),
    # a non-ASCII character where JSON is wrong: the message says only where (PyPy 7.3's
    # decoder quotes it in its words as a broken string that can crash the process)
    ('{"format": \U0001d7d9}', "corrupt (unexpected text: line 1 column 12"),
    (b"\xff\xfe\x00", "corrupt"),
    ("[" * 100000, "corrupt"),
    ("[]", "not a duelist-cards file"),
    ('{"format": "duelist-cards", "version": 1}', "unexpected columns"),
])
def test_a_corrupt_card_database_is_a_clear_error_under_duelist_card(monkeypatch, tmp_path, capsys,
                                                                     text, message):
    _with_database(monkeypatch, tmp_path, text)
    code, err = _card(capsys, "Dark Magician")
    assert code == 1 and err.startswith("duelist card: ") and message in err, err


_SHIPPED = {}


def _database_with(edit):
    """The shipped database with only Dark Magician's row, edited by edit(row)."""
    from duelist.cards import db
    if not _SHIPPED:
        with open(db.DEFAULT_PATH, "rb") as handle:
            document = json.loads(handle.read().decode("utf-8"))
        document["cards"] = [r for r in document["cards"] if r[0] == 46986414]
        _SHIPPED["document"] = json.dumps(document)
    document = json.loads(_SHIPPED["document"])
    edit(document["cards"][0])
    return json.dumps(document)


@pytest.mark.parametrize("field, value, message", [
    ("atk", "2500", "atk must be an integer or null (for ?), not '2500'"),
    ("level", "7", "level must be an integer or null, not '7'"),
    ("defense", 2.5, "defense must be an integer"),
    ("card_type", "Monstre", "card_type must be Monster, Spell or Trap"),
    ("names", "Dark Magician", "names must be a list"),
])
def test_a_card_row_with_a_wrong_kind_of_value_is_named_by_passcode(monkeypatch, tmp_path, capsys,
                                                                  field, value, message):
    from duelist.cards.db import ROW_FIELDS
    index = ROW_FIELDS.index(field)
    _with_database(monkeypatch, tmp_path, _database_with(lambda row: row.__setitem__(index, value)))
    code, err = _card(capsys, "46986414")
    assert code == 1 and "passcode 46986414" in err and message in err, err


def test_a_card_row_that_is_not_a_row_is_refused_on_loading(monkeypatch, tmp_path, capsys):
    _with_database(monkeypatch, tmp_path, _database_with(lambda row: row.__setitem__(0, "46986414")))
    code, err = _card(capsys, "46986414")
    assert code == 1 and "row 1 is not a card row" in err
