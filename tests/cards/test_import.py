"""scripts/import_cards.py: from the shared facts file to our shipped database."""

import importlib.util
import json
import os
import subprocess
import sys

import pytest

from duelist.cards.db import CardDatabase

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(REPO, "scripts", "import_cards.py")


def _load_script():
    spec = importlib.util.spec_from_file_location("import_cards_under_test", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


import_cards = _load_script()

DM_NAMES = {"en": "Dark Magician", "ja": "ブラック・マジシャン", "ko": "블랙 매지션",
            "zh-TW": "黑魔導", "zh-CN": "黑魔导"}
POLY_NAMES = {"en": "Polymerization", "ja": "融合", "ko": "융합", "zh-TW": "融合", "zh-CN": "融合"}
LIMITS = {"tcg": "Unlimited", "ocg": "Unlimited"}

FIXTURE = [
    # Dark Magician's alternate artwork comes first: the order of the source must not matter
    {"password": 36996508, "konami_id": 4041, "name": DM_NAMES, "card_type": "Monster",
     "monster_type_line": "Spellcaster / Normal", "attribute": "DARK", "level": 7,
     "atk": 2500, "def": 2100, "series": ["Dark Magician"], "limit_regulation": LIMITS,
     "sets_en": ["RA04-EN106", "SBC1-ENG01", "YGLD-ENB02"], "sets_ja": ["15AY-JPB02", "P4-02"]},
    {"password": 46986414, "konami_id": 4041, "name": DM_NAMES, "card_type": "Monster",
     "monster_type_line": "Spellcaster / Normal", "attribute": "DARK", "level": 7,
     "atk": 2500, "def": 2100, "series": ["Dark Magician"], "limit_regulation": LIMITS,
     "sets_en": ["LOB-005", "LOB-EN005", "SDY-006"], "sets_ja": ["", "LB-05", "DL2-005"]},
    {"password": 27847700, "konami_id": 4837, "name": POLY_NAMES, "card_type": "Spell",
     "property": "Normal", "limit_regulation": LIMITS,
     "sets_en": ["DPYG-EN020", "DT04-EN043", "FUEN-EN049", "HAC1-EN022", "RA03-EN051"],
     "sets_ja": ["", "DT07-JP043"]},
    {"password": 24094653, "konami_id": 4837, "name": POLY_NAMES, "card_type": "Spell",
     "property": "Normal", "limit_regulation": LIMITS,
     "sets_en": ["LOB-059", "LOB-EN059"], "sets_ja": ["LB-58"]},
    {"password": 89631139, "konami_id": 4007,
     "name": {"en": "Blue-Eyes White Dragon", "ja": "青眼の白龍", "ko": "푸른 눈의 백룡",
              "zh-TW": "青眼白龍", "zh-CN": "青眼白龙"},
     "card_type": "Monster", "monster_type_line": "Dragon / Normal", "attribute": "LIGHT",
     "level": 8, "atk": 3000, "def": 2500, "limit_regulation": LIMITS,
     "sets_en": ["LOB-001", "SDK-001"], "sets_ja": ["LB-01"]},
    {"password": 1861629, "konami_id": 13036,
     "name": {"en": "Decode Talker", "ja": "デコード・トーカー"}, "card_type": "Monster",
     "monster_type_line": "Cyberse / Link / Effect", "attribute": "DARK",
     "link_arrows": ["↙", "⬆", "↘"], "atk": 2300, "materials": "2+ Effect Monsters",
     "limit_regulation": LIMITS, "sets_en": ["SP18-EN031"], "sets_ja": ["ST17-JP041"]},
    {"password": 10000, "konami_id": 14809, "name": {"en": "Ten Thousand Dragon"},
     "card_type": "Monster", "monster_type_line": "Dragon / Effect", "attribute": "DARK",
     "level": 10, "atk": "?", "def": "?", "limit_regulation": LIMITS},
    {"password": 43096270, "konami_id": 6538, "name": {"en": "Alexandrite Dragon"},
     "card_type": "Monster", "monster_type_line": "Dragon", "attribute": "LIGHT",
     "level": 4, "atk": 2000, "def": 100, "limit_regulation": LIMITS},
    {"password": 1498130, "konami_id": 8306, "name": {"en": "Kagemusha of the Six Samurai"},
     "card_type": "Monster", "monster_type_line": "Warrior  / Tuner", "attribute": "EARTH",
     "level": 2, "atk": 400, "def": 1800, "limit_regulation": LIMITS},
    # no password, but the id simulators use
    {"password": None, "konami_id": 4998, "fake_password": 10000000,
     "name": {"en": "Obelisk the Tormentor"}, "card_type": "Monster",
     "monster_type_line": "Divine-Beast / Effect", "attribute": "DIVINE", "level": 10,
     "atk": 4000, "def": 4000, "limit_regulation": LIMITS},
    # a real password and a fake one: the real one wins
    {"password": 36608728, "konami_id": 21411, "fake_password": 100295101,
     "name": {"en": "Saiba the Soldier Swordsmith"}, "card_type": "Monster",
     "monster_type_line": "Warrior / Effect", "attribute": "LIGHT", "level": 4,
     "atk": 1500, "def": 1500, "limit_regulation": {"tcg": None, "ocg": "Unlimited"}},
    # no passcode at all: cannot be put in a deck
    {"password": None, "konami_id": None, "name": {"en": "Assault Lion"}, "card_type": "Monster",
     "monster_type_line": "Beast-Warrior / Effect", "attribute": "EARTH", "level": 7,
     "atk": 2600, "def": 1500, "limit_regulation": {"tcg": None, "ocg": None}},
]


def _write_fixture(path, records):
    with open(path, "w", encoding="utf-8") as stream:
        for record in records:
            stream.write(json.dumps(record, ensure_ascii=False) + "\n")


def _run_script(source, out):
    return subprocess.run([sys.executable, SCRIPT, "--source", str(source), "--out", str(out)],
                          capture_output=True, text=True, check=True)


@pytest.fixture
def imported(tmp_path):
    source = tmp_path / "cards.jsonl"
    _write_fixture(source, FIXTURE)
    path, report = import_cards.import_cards(str(source), str(tmp_path / "out"))
    return CardDatabase.load(path), report


def test_running_the_import_twice_gives_identical_bytes(tmp_path):
    source = tmp_path / "cards.jsonl"
    _write_fixture(source, FIXTURE)
    _run_script(source, tmp_path / "a")
    _run_script(source, tmp_path / "b")
    first = (tmp_path / "a" / "cards.json").read_bytes()
    assert first == (tmp_path / "b" / "cards.json").read_bytes()
    assert len(first) > 1000


def test_output_does_not_depend_on_source_order(tmp_path):
    forward, backward = tmp_path / "f.jsonl", tmp_path / "b.jsonl"
    _write_fixture(forward, FIXTURE)
    _write_fixture(backward, FIXTURE[::-1])
    path_f, _ = import_cards.import_cards(str(forward), str(tmp_path / "f"))
    path_b, _ = import_cards.import_cards(str(backward), str(tmp_path / "b"))
    document_f = json.loads(open(path_f, encoding="utf-8").read())
    document_b = json.loads(open(path_b, encoding="utf-8").read())
    assert document_f["cards"] == document_b["cards"]


def test_rows_are_sorted_by_passcode(imported):
    database, _ = imported
    codes = [card.code for card in database.all_cards()]
    assert codes == sorted(codes)


def test_script_reports_what_it_skipped(tmp_path):
    source = tmp_path / "cards.jsonl"
    _write_fixture(source, FIXTURE)
    result = _run_script(source, tmp_path / "out")
    assert "skipped (no passcode): 1" in result.stdout
    assert "Obelisk the Tormentor=10000000" in result.stdout


def test_card_without_any_passcode_is_skipped(imported):
    database, report = imported
    assert report["skipped_without_passcode"] == ["Assault Lion"]
    assert database.lookup_name("Assault Lion") is None
    assert len(database) == len(FIXTURE) - 1 + report["tokens"]      # and our Token records


def test_fake_password_stands_in_only_when_there_is_no_real_one(imported):
    database, _ = imported
    assert database.get_card(10000000).name == "Obelisk the Tormentor"
    assert database.has_card(36608728)
    assert not database.has_card(100295101)


def test_alternate_artworks_point_to_the_passcode_of_the_earliest_sets(imported):
    database, report = imported
    assert database.get_card(36996508).alias == 46986414
    assert database.get_card(46986414).alias == 46986414
    # 27847700 is in more sets, but 24094653 is in the first ones (LOB-059, LB-58)
    assert database.get_card(27847700).alias == 24094653
    assert database.lookup_name("Polymerization").code == 24094653
    assert (46986414, [36996508], "Dark Magician") in report["alternate_groups"]


def test_override_table_beats_the_heuristic(tmp_path):
    source = tmp_path / "cards.jsonl"
    _write_fixture(source, FIXTURE)
    path, _ = import_cards.import_cards(str(source), str(tmp_path / "out"),
                                        overrides={46986414: 36996508})
    database = CardDatabase.load(path)
    assert database.get_card(46986414).alias == 36996508
    assert database.canonical_code(36996508) == 36996508


def test_override_must_name_a_member_of_the_group(tmp_path):
    source = tmp_path / "cards.jsonl"
    _write_fixture(source, FIXTURE)
    with pytest.raises(import_cards.ImportErrorInData):
        import_cards.import_cards(str(source), str(tmp_path / "out"), overrides={46986414: 10000})


def test_question_mark_stats_become_none(imported):
    database, _ = imported
    card = database.get_card(10000)
    assert card.atk is None and card.defense is None


def test_link_arrows_get_readable_names_in_reading_order(imported):
    database, _ = imported
    card = database.get_card(1861629)
    assert card.link == 3
    assert card.link_arrows == ("Top", "Bottom-Left", "Bottom-Right")
    assert card.defense is None and card.level == 0
    assert card.materials == "2+ Effect Monsters"


def test_type_lines_missing_normal_or_effect_are_completed(imported):
    database, report = imported
    assert database.get_card(43096270).kinds == ("Normal",)
    assert database.get_card(43096270).is_normal_monster
    kagemusha = database.get_card(1498130)
    assert kagemusha.race == "Warrior"
    assert kagemusha.kinds == ("Tuner", "Effect")
    assert not kagemusha.is_normal_monster
    assert len(report["kinds_fixed"]["Normal"]) == 1 and len(report["kinds_fixed"]["Effect"]) == 1


def test_facts_are_kept(imported):
    database, _ = imported
    card = database.get_card(46986414)
    assert card.names == DM_NAMES
    assert (card.card_type, card.race, card.kinds, card.attribute) == (
        "Monster", "Spellcaster", ("Normal",), "DARK")
    assert (card.level, card.rank, card.atk, card.defense, card.scale) == (7, 0, 2500, 2100, None)
    assert card.series == ("Dark Magician",)
    assert card.sets_en == ("LOB-005", "LOB-EN005", "SDY-006")
    assert card.sets_ja == ("DL2-005", "LB-05")  # the empty set number is dropped
    assert card.limits == LIMITS
    assert card.konami_id == 4041
    saiba = database.get_card(36608728)
    assert saiba.limits == {"ocg": "Unlimited"}
    poly = database.get_card(24094653)
    assert (poly.card_type, poly.property, poly.race, poly.kinds, poly.atk) == (
        "Spell", "Normal", None, (), None)


def test_unknown_link_arrow_is_an_error(tmp_path):
    record = dict(FIXTURE[5], link_arrows=["?"])
    source = tmp_path / "cards.jsonl"
    _write_fixture(source, [record])
    with pytest.raises(import_cards.ImportErrorInData, match="link arrow"):
        import_cards.import_cards(str(source), str(tmp_path / "out"))


def test_bad_source_line_is_reported_with_its_line_number(tmp_path):
    source = tmp_path / "cards.jsonl"
    source.write_text(json.dumps(FIXTURE[0]) + "\n{oops\n", encoding="utf-8")
    result = subprocess.run([sys.executable, SCRIPT, "--source", str(source),
                             "--out", str(tmp_path / "out")], capture_output=True, text=True)
    assert result.returncode == 1
    assert "cards.jsonl:2" in result.stderr


SHARED_SOURCE = import_cards.DEFAULT_SOURCE


@pytest.mark.skipif(not os.path.exists(SHARED_SOURCE), reason="shared card data not present")
def test_shipped_database_is_up_to_date_with_the_shared_source(tmp_path):
    path, _ = import_cards.import_cards(SHARED_SOURCE, str(tmp_path))
    shipped = os.path.join(import_cards.DEFAULT_OUT, import_cards.OUTPUT_NAME)
    with open(path, "rb") as fresh, open(shipped, "rb") as committed:
        assert fresh.read() == committed.read(), "re-run scripts/import_cards.py"


def test_token_records_are_imported_with_the_source(imported):
    """scripts/tokens.jsonl: the Tokens cards make are in the database; a Token passcode the
    source also has is an error."""
    database, report = imported
    assert report["tokens"] == 16       # round 59g: + Wicked Plant, Poisonous Snake, Lamb, Slime, Army Ant, Wicked, Lekunga; round 59x: + Insect Monster Token
    assert database.lookup_name("Sheep Token").code == 73915052
    assert database.get_card(73915053).alias == 73915052
    assert database.lookup_name("Fluff Token").is_token
    ojama = database.lookup_name("Ojama Token")          # Ojama Trio's, three artworks
    assert ojama.code == 29843092 and database.get_card(29843094).alias == 29843092
    assert (ojama.level, ojama.atk, ojama.defense, ojama.attribute) == (2, 0, 1000, "LIGHT")


def test_a_token_passcode_clashing_with_the_source_is_an_error(tmp_path):
    source = tmp_path / "cards.jsonl"
    _write_fixture(source, FIXTURE)
    tokens = tmp_path / "tokens.jsonl"
    _write_fixture(tokens, [{"password": 89631139, "name": {"en": "Bad Token"}, "card_type": "Monster",
                             "monster_type_line": "Dragon / Normal / Token", "attribute": "LIGHT",
                             "level": 1, "atk": 0, "def": 0}])
    with pytest.raises(import_cards.ImportErrorInData, match="also in the source"):
        import_cards.import_cards(str(source), str(tmp_path / "out"), tokens=str(tokens))
