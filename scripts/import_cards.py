#!/usr/bin/env python3
"""Build the project's card database from the shared facts file.

    python3 scripts/import_cards.py [--source PATH] [--out DIR]

Reads `../shared/data/cards.jsonl` (relative to the repository root) and writes
`duelist/cards/data/cards.json`, which is committed and shipped with the package
(users never need the shared folder). The output depends only on the input: the
same source gives the same bytes.

Decisions made here (the report printed at the end counts each):
- A card without a password cannot be put in a deck and is skipped, unless the
  source gives it a `fake_password`: the Egyptian Gods and a few other promos
  have no printed passcode and simulators know them by these ids (Obelisk the
  Tormentor is 10000000), so that id becomes its code. A fake password on a card
  that has a real one is ignored.
- Passcodes sharing a name or a Konami id are one card (alternate artworks);
  `alias` is the main passcode, see `choose_main_code`.
- Some printed type lines omit "Normal" or "Effect" (older printings): a line with
  a race alone, or race / Pendulum, is a Normal Monster; Tuner, Spirit, Gemini,
  Union, Toon and Flip monsters that are not marked Normal are Effect Monsters.
  Fusion, Synchro, Xyz, Link and Ritual monsters without "Effect" really have none.
- Tokens: the shared source has none, but the cards that make Tokens need their facts.
  `scripts/tokens.jsonl` (ours, same record format, one Token artwork a line, with the ids
  simulators know: Sheep Token 73915052-73915055, Fluff Token 15341822, Ojama Token 29843092-29843094) is read after the
  source; a Token passcode the source also has is an error. Its digest is recorded too.
"""

import argparse
import hashlib
import json
import os
import re
import sys

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if REPO_ROOT not in sys.path:
    sys.path.insert(0, REPO_ROOT)

from duelist.cards.db import (  # noqa: E402  (needs the repository on the path)
    ARROWS, FORMAT_NAME, FORMAT_VERSION, LANGS, LIMIT_FORMATS, ROW_FIELDS)

DEFAULT_SOURCE = os.path.join(os.path.dirname(REPO_ROOT), "shared", "data", "cards.jsonl")
DEFAULT_TOKENS = os.path.join(REPO_ROOT, "scripts", "tokens.jsonl")
DEFAULT_OUT = os.path.join(REPO_ROOT, "duelist", "cards", "data")
OUTPUT_NAME = "cards.json"

ARROW_NAMES = dict(zip("\u2196\u2b06\u2197\u2b05\u27a1\u2199\u2b07\u2198", ARROWS))

# When the heuristic in choose_main_code picks the wrong main passcode for a group
# of alternate artworks, pin it here: any passcode of the group -> its main passcode.
# (Empty: the heuristic gets every group in the current data right.)
MAIN_CODE_OVERRIDES = {}

# Set numbers without a region code ("LOB-005", "LB-05", "SDY-E005") come from the
# first years of the game (2002-2003); later prints read "LOB-EN005", "DL2-JP005".
_EARLY_SET_NUMBER = re.compile(r"^[A-Z0-9]+-[A-Z]?[0-9]+$")

CODE, ALIAS, NAMES, KONAMI_ID = (ROW_FIELDS.index(field) for field in ("code", "alias", "names", "konami_id"))
SETS_EN, SETS_JA = ROW_FIELDS.index("sets_en"), ROW_FIELDS.index("sets_ja")

# Facts the source's type line leaves out, added here by passcode (each a printed fact the
# card's own frame shows; tests/cards/test_card_data_corrections.py checks them):
# Dice Jar and Trap Master are Flip Effect Monsters ("Rock / Effect", "Warrior / Effect" in the
# source), so Blade Knight, Night Assailant and Ceasefire must see them as Flip monsters; Cobra
# Jar and Desertapir too ("Reptile / Effect", "Beast / Effect"; their effects start with "FLIP:").
KINDS_ADDED = {3549275: ("Flip",), 46461247: ("Flip",), 86801871: ("Flip",), 13409151: ("Flip",)}

# The printed Rank 0 Xyz Monsters, whose own text treats their original Rank as 1 (a rule of the
# card, not its frame: "Number F0: Utopic Future is treated as having an original Rank of 1",
# Konami's Yu-Gi-Oh! blog, 10 April 2015; yugipedia "Rank": every printed Rank 0 monster carries
# such a condition). Every rule reads a monster's Rank (Downerd Magician's "Rank 3 or lower"),
# so the data holds the Rank the rules read; tests/cards/test_card_data_corrections.py checks it.
RANK_TREATED_AS = {65305468: 1, 26973555: 1, 43490025: 1, 41522092: 1, 52653092: 1}

_ALWAYS_EFFECT = ("Tuner", "Spirit", "Gemini", "Union", "Toon", "Flip")
_OWN_FRAME = ("Fusion", "Synchro", "Xyz", "Link", "Ritual")


class ImportErrorInData(ValueError):
    """The source has something this script does not understand."""


def read_source(path):
    records = []
    with open(path, encoding="utf-8") as stream:
        for number, line in enumerate(stream, 1):
            if not line.strip():
                continue
            try:
                records.append(json.loads(line))
            except ValueError as exc:
                raise ImportErrorInData("%s:%d: not JSON (%s)" % (path, number, exc))
    return records


def _clean_sets(sets):
    # The source has empty strings where a print has no set number.
    return sorted({number.strip() for number in sets or () if number and number.strip()})


def _stat(value, where):
    if value is None or value == "?":
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise ImportErrorInData("%s: unexpected ATK/DEF %r" % (where, value))


def parse_type_line(line, where):
    """("Dragon / Tuner / Effect") -> ("Dragon", ("Tuner", "Effect"), fixed?)"""
    parts = [part.strip() for part in line.split("/")]
    if not all(parts):
        raise ImportErrorInData("%s: bad type line %r" % (where, line))
    race, kinds = parts[0], parts[1:]
    fixed = None
    if "Normal" not in kinds and "Effect" not in kinds and not any(k in kinds for k in _OWN_FRAME):
        if not kinds or kinds == ["Pendulum"]:
            fixed = "Normal"
        elif any(k in kinds for k in _ALWAYS_EFFECT):
            fixed = "Effect"
        else:
            raise ImportErrorInData("%s: cannot tell Normal from Effect in %r" % (where, line))
        kinds.append(fixed)
    return race, tuple(kinds), fixed


def convert(record, code):
    """One source record -> a row in ROW_FIELDS order (alias filled in later)."""
    where = "card %s" % code
    names = record.get("name") or {}
    name_list = [names.get(lang) or None for lang in LANGS]
    if not any(name_list):
        raise ImportErrorInData("%s: no name" % where)
    card_type = record.get("card_type")
    if card_type not in ("Monster", "Spell", "Trap"):
        raise ImportErrorInData("%s: unknown card type %r" % (where, card_type))
    fixed = None
    if card_type == "Monster":
        race, kinds, fixed = parse_type_line(record.get("monster_type_line") or "", where)
        added = [k for k in KINDS_ADDED.get(code, ()) if k not in kinds]
        if added:
            # (in the type line's order: the added kind before "Effect", as "Rock / Flip / Effect")
            at = kinds.index("Effect") if "Effect" in kinds else len(kinds)
            kinds = kinds[:at] + tuple(added) + kinds[at:]
        arrows = []
        for glyph in record.get("link_arrows") or ():
            if glyph not in ARROW_NAMES:
                raise ImportErrorInData("%s: unknown link arrow %r" % (where, glyph))
            arrows.append(ARROW_NAMES[glyph])
        arrows.sort(key=ARROWS.index)
        if ("Link" in kinds) != bool(arrows):
            raise ImportErrorInData("%s: link arrows do not match the type line" % where)
        atk = _stat(record.get("atk"), where)
        defense = None if "Link" in kinds else _stat(record.get("def"), where)
        prop, attribute = None, record.get("attribute")
        level, rank = record.get("level") or 0, record.get("rank") or 0
        if code in RANK_TREATED_AS and "Xyz" in kinds and rank == 0:
            rank = RANK_TREATED_AS[code]
        scale = record.get("pendulum_scale")
    else:
        race, kinds, arrows, atk, defense, attribute = None, (), [], None, None, None
        prop, level, rank, scale = record.get("property"), 0, 0, None
    limits = record.get("limit_regulation") or {}
    row = {
        "code": code, "alias": code, "konami_id": record.get("konami_id"), "names": name_list,
        "card_type": card_type, "property": prop, "race": race, "kinds": list(kinds),
        "attribute": attribute, "level": level, "rank": rank, "link_arrows": arrows,
        "atk": atk, "defense": defense, "scale": scale, "materials": record.get("materials"),
        "series": list(record.get("series") or ()),
        # set numbers as one space-separated string: a third fewer objects to parse
        "sets_en": " ".join(_clean_sets(record.get("sets_en"))),
        "sets_ja": " ".join(_clean_sets(record.get("sets_ja"))),
        "limits": [limits.get(fmt) for fmt in LIMIT_FORMATS],
    }
    return [row[field] for field in ROW_FIELDS], fixed


def main_code_key(row, fake_codes):
    """Sort key: the smallest is the main passcode of an alternate-artwork group.

    The data has no release dates; the passcode printed in the card's first sets is
    the one that (1) is a real passcode, (2) has the most set numbers of the early,
    region-less kind, (3) was printed in the most sets; ties go to the lower code.
    """
    sets = (row[SETS_EN] + " " + row[SETS_JA]).split()
    early = sum(1 for number in sets if _EARLY_SET_NUMBER.match(number))
    code = row[CODE]
    return (code in fake_codes, -early, -len(sets), code)


def choose_main_code(rows, fake_codes, overrides=None):
    overrides = MAIN_CODE_OVERRIDES if overrides is None else overrides
    codes = {row[CODE] for row in rows}
    for code in sorted(codes):
        if code in overrides:
            main = overrides[code]
            if main not in codes:
                raise ImportErrorInData("override %d -> %d: %d is not in the group %s"
                                        % (code, main, main, sorted(codes)))
            return main
    return min(rows, key=lambda row: main_code_key(row, fake_codes))[CODE]


def group_alternates(rows):
    """Groups of rows that are one card: same English name or same Konami id."""
    parent = {}

    def find(code):
        while parent[code] != code:
            parent[code] = parent[parent[code]]
            code = parent[code]
        return code

    by_key = {}
    for row in rows:
        parent[row[CODE]] = row[CODE]
    for row in rows:
        for key in (("name", row[NAMES][0]), ("konami", row[KONAMI_ID])):
            if key[1] is None:
                continue
            other = by_key.setdefault(key, row[CODE])
            parent[find(row[CODE])] = find(other)
    groups = {}
    for row in rows:
        groups.setdefault(find(row[CODE]), []).append(row)
    return [group for group in groups.values() if len(group) > 1]


def build(records, overrides=None):
    """-> (rows sorted by passcode, report dict)"""
    report = {"source_cards": len(records), "skipped_without_passcode": [],
              "fake_passwords_used": [], "fake_passwords_ignored": [],
              "kinds_fixed": {"Normal": [], "Effect": []}, "alternate_groups": []}
    rows, fake_codes = {}, set()
    for record in records:
        code, fake = record.get("password"), record.get("fake_password")
        name = (record.get("name") or {}).get("en")
        if code is None and fake is not None:
            code = fake
            fake_codes.add(code)
            report["fake_passwords_used"].append((code, name))
        elif fake is not None:
            report["fake_passwords_ignored"].append((code, fake, name))
        if code is None:
            report["skipped_without_passcode"].append(name)
            continue
        if not isinstance(code, int) or isinstance(code, bool) or code <= 0:
            raise ImportErrorInData("bad password %r for %r" % (code, name))
        if code in rows:
            raise ImportErrorInData("passcode %d appears twice" % code)
        rows[code], fixed = convert(record, code)
        if fixed:
            report["kinds_fixed"][fixed].append((code, name))
    ordered = [rows[code] for code in sorted(rows)]
    for group in group_alternates(ordered):
        main = choose_main_code(group, fake_codes, overrides)
        for row in group:
            row[ALIAS] = main
        report["alternate_groups"].append(
            (main, sorted(row[CODE] for row in group if row[CODE] != main), group[0][NAMES][0]))
    for entries in (report["alternate_groups"], report["fake_passwords_used"],
                    report["fake_passwords_ignored"], report["kinds_fixed"]["Normal"],
                    report["kinds_fixed"]["Effect"]):
        entries.sort()
    report["skipped_without_passcode"].sort(key=str)
    report["cards"] = len(ordered)
    return ordered, report


def render(rows, source_digest, skipped, tokens_digest=None):
    """The output document: compact JSON, one card a line, keys in fixed order."""
    def dump(value):
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    head = [
        '"format":' + dump(FORMAT_NAME),
        '"version":' + dump(FORMAT_VERSION),
        '"source_sha256":' + dump(source_digest),
        '"skipped_without_passcode":' + dump(skipped),
    ]
    if tokens_digest is not None:
        head.append('"tokens_sha256":' + dump(tokens_digest))
    head += [
        '"langs":' + dump(list(LANGS)),
        '"limit_formats":' + dump(list(LIMIT_FORMATS)),
        '"fields":' + dump(list(ROW_FIELDS)),
    ]
    body = ",\n".join(dump(row) for row in rows)
    return "{" + ",\n".join(head) + ',\n"cards":[\n' + body + "\n]}\n"


def read_tokens(path):
    """The project's Token records (see the module notes); each must say it is a Token."""
    records = read_source(path)
    for record in records:
        if "Token" not in (record.get("monster_type_line") or "").split(" / "):
            raise ImportErrorInData("%s: %r is not a Token" % (path, (record.get("name") or {}).get("en")))
    return records


def import_cards(source, out_dir, overrides=None, tokens=DEFAULT_TOKENS):
    """Run the import; returns (output path, report). tokens: the Token facts file (None:
    no Tokens)."""
    with open(source, "rb") as stream:
        digest = hashlib.sha256(stream.read()).hexdigest()
    records = read_source(source)
    tokens_digest = None
    if tokens is not None:
        with open(tokens, "rb") as stream:
            tokens_digest = hashlib.sha256(stream.read()).hexdigest()
        token_records = read_tokens(tokens)
        known = {r.get("password") for r in records}
        for record in token_records:
            if record.get("password") in known:
                raise ImportErrorInData("%s: Token passcode %r is also in the source"
                                        % (tokens, record.get("password")))
        records = records + token_records
    rows, report = build(records, overrides)
    report["tokens"] = sum(1 for row in rows if "Token" in row[ROW_FIELDS.index("kinds")])
    text = render(rows, digest, len(report["skipped_without_passcode"]), tokens_digest)
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, OUTPUT_NAME)
    temporary = path + ".tmp"
    with open(temporary, "wb") as stream:
        stream.write(text.encode("utf-8"))
    os.replace(temporary, path)
    report["path"] = path
    report["bytes"] = len(text.encode("utf-8"))
    return path, report


def format_report(report):
    lines = [
        "wrote %d cards to %s (%d bytes)" % (report["cards"], report["path"], report["bytes"]),
        "source: %d cards (%d of them our Token records)" % (report["source_cards"], report.get("tokens", 0)),
        "skipped (no passcode): %d" % len(report["skipped_without_passcode"]),
        "fake passwords used as passcodes (no real one): %d: %s" % (
            len(report["fake_passwords_used"]),
            ", ".join("%s=%d" % (name, code) for code, name in report["fake_passwords_used"])),
        "fake passwords ignored (card has a real one): %d: %s" % (
            len(report["fake_passwords_ignored"]),
            ", ".join("%s %d (fake %d)" % (name, code, fake)
                      for code, fake, name in report["fake_passwords_ignored"])),
        "type lines completed: %d as Normal, %d as Effect" % (
            len(report["kinds_fixed"]["Normal"]), len(report["kinds_fixed"]["Effect"])),
        "alternate artworks: %d groups" % len(report["alternate_groups"]),
    ]
    for main, others, name in report["alternate_groups"]:
        lines.append("  %s: main %d, also %s" % (name, main, ", ".join(map(str, others))))
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", default=DEFAULT_SOURCE, help="cards.jsonl (default: %(default)s)")
    parser.add_argument("--tokens", default=DEFAULT_TOKENS, help="Token facts (default: %(default)s)")
    parser.add_argument("--out", default=DEFAULT_OUT, help="output folder (default: %(default)s)")
    args = parser.parse_args(argv)
    try:
        _, report = import_cards(args.source, args.out, tokens=args.tokens)
    except (OSError, ImportErrorInData) as exc:
        print("import_cards: %s" % exc, file=sys.stderr)
        return 1
    print(format_report(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
