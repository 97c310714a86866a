"""The card database: every card's facts, looked up by passcode or by name.

The data is our own file, `duelist/cards/data/cards.json`, written by
`scripts/import_cards.py` and shipped with the package. It is read on first use
(never at import time) into one shared `CardDatabase`; the module-level functions
below all use that one instance, so each `CardData` exists once per process and
the same code always gives the same object. The file's text is kept with an index
of its rows, each parsed when its card is first asked for (`_RowText`): a process
that plays duels holds the cards of its decks, not every row.

File format (version 1): one JSON object. `fields` names the columns of each row
in `cards` (one row a line, sorted by passcode); `langs` gives the order of the
names list (null where a language has no name), `limit_formats` the order of the
limits list; set numbers are one space-separated string per region. Link ratings
and the display name are derived here, not stored.
"""

import bisect
import contextlib
import difflib
import gc
import json
import os
import re
import threading
import unicodedata
from array import array

from duelist.cards.model import _NOT_NORMAL_SUMMONABLE, CardData

FORMAT_NAME = "duelist-cards"
FORMAT_VERSION = 1
LANGS = ("en", "ja", "ko", "zh-TW", "zh-CN")
LIMIT_FORMATS = ("tcg", "ocg", "speed")
ARROWS = ("Top-Left", "Top", "Top-Right", "Left", "Right", "Bottom-Left", "Bottom", "Bottom-Right")
ROW_FIELDS = (
    "code", "alias", "konami_id", "names", "card_type", "property", "race", "kinds",
    "attribute", "level", "rank", "link_arrows", "atk", "defense", "scale", "materials",
    "series", "sets_en", "sets_ja", "limits",
)

DEFAULT_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "cards.json")


class UnknownCardError(LookupError):
    """No card matches what was looked up.

    `query` is what was looked up (an int passcode or a text); `suggestions` lists
    the closest cards (CardData), best first, when the lookup was by name.
    """

    def __init__(self, query, suggestions=(), message=None):
        self.query = query
        self.suggestions = tuple(suggestions)
        if message is None:
            if isinstance(query, int):
                message = "no card with passcode %d" % query
            else:
                message = "no card named %r" % (query,)
            if self.suggestions:
                message += "; did you mean: %s?" % ", ".join(
                    "%s (%d)" % (card.name, card.code) for card in self.suggestions)
        super().__init__(message)


def _json_error_text(exc):
    """engine/replay.py's `json_error_text` (a decoding error's words only for ASCII text: PyPy
    7.3 quotes a non-ASCII character there as a broken string that can crash the process when
    printed or encoded), imported when an error is met: the engine package imports this module."""
    from duelist.engine.replay import json_error_text
    return json_error_text(exc)


class CardDatabaseError(ValueError):
    """The card database file cannot be read or holds a malformed row (says which)."""


class AmbiguousCardNameError(UnknownCardError):
    """A name (e.g. a shared Chinese translation) belongs to several different cards."""

    def __init__(self, query, candidates):
        message = "%r names several cards: %s; give a passcode instead" % (
            query, ", ".join("%s (%d)" % (card.name, card.code) for card in candidates))
        super().__init__(query, candidates, message)
        self.candidates = self.suggestions


# --- name normalisation ----------------------------------------------------

_FOLD = {}
for _ch in "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d":
    _FOLD[ord(_ch)] = "-"
for _ch in "\u00b7\u2022\u2027\u2219\u22c5\u30fb\uff65":
    _FOLD[ord(_ch)] = "\u30fb"
for _ch in "\u2018\u2019\u201a\u201b\u2032\uff07":
    _FOLD[ord(_ch)] = "'"
for _ch in "\u201c\u201d\u201e\u201f\u2033\uff02":
    _FOLD[ord(_ch)] = '"'
for _ch in "\u301c\u223c\uff5e":
    _FOLD[ord(_ch)] = "~"
del _ch


def normalize_name(text):
    """The form names are compared in: NFKC (so full-width and half-width forms
    agree), case-folded, one kind of dash, middle dot and quote, single spaces."""
    if text.isascii():  # NFKC and the folds change nothing in ASCII
        return " ".join(text.lower().split())
    text = unicodedata.normalize("NFKC", text).translate(_FOLD)
    return " ".join(text.casefold().split())


_NOT_LETTER_OR_DIGIT = re.compile(r"[\W_]+")


def _compact(normalized):
    # Drops spaces and punctuation so "blue eyes" meets "blue-eyes".
    return _NOT_LETTER_OR_DIGIT.sub("", normalized)


# --- the database -------------------------------------------------------------

class CardDatabase(object):
    """All cards of one data file. Build with `CardDatabase.load(path)`.

    A card's CardData is made when it is first asked for, then kept. The shipped file
    (one row a line, sorted by passcode) stays as its text with an index of where each
    row lies: a row is parsed when its card is first asked for, so a duel's process holds
    the cards its decks use, not 14,000 parsed rows (20 MB that every full garbage
    collection would walk). Name lookups parse the whole text once per index they build.
    """

    def __init__(self, rows, meta=None):
        # rows: lists in ROW_FIELDS order, sorted by passcode
        self._store = _ParsedRows(rows)
        self._setup(meta)

    def _setup(self, meta):
        self.meta = meta or {}
        self.origin = "cards"       # where the rows came from (named in errors)
        self._codes = self._store.codes
        self._cards = {}
        groups = {}
        for code, alias in zip(self._store.codes, self._store.aliases):
            groups.setdefault(alias, []).append(code)
        self._alternates = {}
        for main, codes in groups.items():
            if len(codes) > 1 or codes[0] != main:
                group = (main,) + tuple(code for code in codes if code != main)
                for code in codes:
                    self._alternates[code] = group
        self._name_indexes = [None] * len(LANGS)  # per language: name key -> [main codes]
        self._search_entries = None
        self._index_lock = threading.Lock()

    @classmethod
    def load(cls, path=DEFAULT_PATH):
        """Read a database file; CardDatabaseError says what is wrong with a bad one."""
        try:
            with open(path, "rb") as stream:
                data = stream.read()
        except OSError as exc:
            raise CardDatabaseError("cannot read the card database %s: %s" % (path, exc.strerror or exc))
        store = _RowText.index(data, path)
        if store is not None:       # the layout scripts/import_cards.py writes: rows parsed on use
            header, store = store
            _check_header(header, path)
            database = cls.__new__(cls)
            database._store = store
            database._setup(header)
            database.origin = path
            return database
        try:
            with _no_gc():
                document = json.loads(data.decode("utf-8"))
        except ValueError as exc:       # not UTF-8, or not JSON
            raise CardDatabaseError("the card database %s is corrupt (%s); reinstall duelist or "
                                    "re-run scripts/import_cards.py" % (path, _json_error_text(exc)))
        except RecursionError:
            raise CardDatabaseError("the card database %s is corrupt (JSON nested too deeply)" % path)
        with _no_gc():
            return cls.from_document(document, path)

    @classmethod
    def from_document(cls, document, origin="<document>"):
        _check_header(document, origin)
        rows = document.get("cards")
        if not isinstance(rows, list):
            raise CardDatabaseError("%s: 'cards' must be a list of rows" % origin)
        for n, row in enumerate(rows):
            if not _is_row(row):
                raise CardDatabaseError("%s: row %d is not a card row of %d fields starting with "
                                        "two passcodes: %s" % (origin, n + 1, len(ROW_FIELDS),
                                                               _shown(row)))
        meta = {key: value for key, value in document.items() if key != "cards"}
        database = cls(rows, meta)
        database.origin = origin
        return database

    # passcodes
    def get_card(self, code):
        key = _as_code(code)
        card = self._cards.get(key)
        if card is None:
            row = self._store.row(key, self.origin) if key is not None else None
            if row is None:
                raise _unknown_code(code, key)
            # setdefault keeps one object per code even if two threads race here
            card = self._cards.setdefault(key, _card_from_row(row, self.origin))
        return card

    def has_card(self, code):
        key = _as_code(code)
        return key is not None and self._store.alias(key) is not None

    def canonical_code(self, code):
        key = _as_code(code)
        alias = None if key is None else self._store.alias(key)
        if alias is None:
            raise _unknown_code(code, key)
        return alias

    def alternate_codes(self, code):
        key = _as_code(code)
        if key is None or self._store.alias(key) is None:
            raise _unknown_code(code, key)
        return self._alternates.get(key, (key,))

    def all_cards(self):
        if len(self._cards) < len(self._codes):
            with _no_gc():
                cards = self._cards
                for row in self._store.rows(self.origin):
                    if row[0] not in cards:
                        cards.setdefault(row[0], _card_from_row(row, self.origin))
        cards = self._cards
        return (cards[code] for code in self._codes)

    def __len__(self):
        return len(self._codes)

    # names
    def lookup_name(self, name, lang=None):
        matches = self._name_matches(name, lang)
        return self.get_card(matches[0][1]) if matches else None

    def _name_matches(self, name, lang):
        """[(lang index, main code)] for an exact (normalized) name in the first
        language (in LANGS order, or only `lang`) that has it."""
        if lang is not None and lang not in LANGS:
            raise ValueError("unknown language %r (known: %s)" % (lang, ", ".join(LANGS)))
        key = normalize_name(name)
        wanted = range(len(LANGS)) if lang is None else (LANGS.index(lang),)
        for lang_index in wanted:
            # English is indexed first and answers most lookups on its own.
            codes = self._names(lang_index).get(key)
            if codes:
                return [(lang_index, code) for code in codes]
        return []

    def find_card(self, text):
        text = str(text).strip()
        if text.isdigit() and text.isascii():
            return self.get_card(int(text))
        matches = self._name_matches(text, None)
        if not matches:
            # "blue eyes white dragon" finds Blue-Eyes White Dragon: spaces and
            # punctuation ignored, accepted only when exactly one card fits.
            compact = _compact(normalize_name(text))
            codes = []
            if compact:
                for _name, entry_compact, _lang, code in self._entries():
                    if entry_compact == compact and code not in codes:
                        codes.append(code)
            if len(codes) == 1:
                return self.get_card(codes[0])
            raise UnknownCardError(text, self.search_cards(text, limit=5))
        best_lang = matches[0][0]
        codes = []
        for lang_index, code in matches:
            if lang_index == best_lang and code not in codes:
                codes.append(code)
        if len(codes) > 1:
            raise AmbiguousCardNameError(text, [self.get_card(code) for code in codes])
        return self.get_card(codes[0])

    def search_cards(self, query, limit=10):
        """Cards whose names (any language) resemble `query`, best first.

        Ranks, from best: exact name; the query's letters and digits (spaces and
        punctuation ignored) starting a name, then anywhere in it; every word of
        the query somewhere in the name; then difflib similarity of at least 0.6.
        Within a rank, shorter names first.
        """
        normalized = normalize_name(query)
        compact = _compact(normalized)
        if not normalized or limit <= 0:
            return []
        words = [word for word in (_compact(word) for word in normalized.split()) if word]
        best = {}  # main code -> rank tuple
        fuzzy = []
        query_is_ascii = normalized.isascii()
        for entry in self._entries():
            name, entry_compact, lang_index, code = entry
            if name == normalized:
                rank = 0
            elif compact and entry_compact.startswith(compact):
                rank = 1
            elif compact and compact in entry_compact:
                rank = 2
            elif len(words) > 1 and all(word in entry_compact for word in words):
                rank = 3
            else:
                if query_is_ascii == name.isascii():
                    fuzzy.append(entry)
                continue
            rank = (rank, 0.0, len(name), lang_index, code)
            if code not in best or rank < best[code]:
                best[code] = rank
        if len(best) < limit:
            cutoff = 0.6
            matcher = difflib.SequenceMatcher(autojunk=False)
            matcher.set_seq2(normalized)
            for name, _, lang_index, code in fuzzy:
                matcher.set_seq1(name)
                if matcher.real_quick_ratio() >= cutoff and matcher.quick_ratio() >= cutoff:
                    ratio = matcher.ratio()
                    if ratio >= cutoff:
                        rank = (4, -ratio, len(name), lang_index, code)
                        if code not in best or rank < best[code]:
                            best[code] = rank
        ordered = sorted(best, key=best.__getitem__)
        return [self.get_card(code) for code in ordered[:limit]]

    def _names(self, lang_index):
        index = self._name_indexes[lang_index]
        if index is None:
            self._build_names((lang_index,))
            index = self._name_indexes[lang_index]
        return index

    def _build_names(self, lang_indexes):
        """The name indexes of `lang_indexes` not built yet, in one pass over the rows."""
        with self._index_lock, _no_gc():
            wanted = [i for i in lang_indexes if self._name_indexes[i] is None]
            if not wanted:
                return
            indexes = [(i, {}) for i in wanted]
            for row in self._store.rows(self.origin):
                names = row[3]
                for lang_index, index in indexes:
                    name = names[lang_index]
                    if name:
                        # an alternate artwork's names lead to its main card
                        codes = index.setdefault(normalize_name(name), [])
                        if row[1] not in codes:
                            codes.append(row[1])
            for lang_index, index in indexes:
                for codes in index.values():
                    codes.sort()
                self._name_indexes[lang_index] = index

    def _entries(self):
        """(normalized name, compact name, lang index, main code), each name once per card."""
        if self._search_entries is None:
            self._build_names(range(len(LANGS)))
            indexes = [self._names(lang_index) for lang_index in range(len(LANGS))]
            with self._index_lock, _no_gc():
                if self._search_entries is None:
                    entries = []
                    seen = set()
                    for lang_index, index in enumerate(indexes):
                        for key, codes in index.items():
                            compact = _compact(key)
                            for code in codes:
                                if (key, code) not in seen:
                                    seen.add((key, code))
                                    entries.append((key, compact, lang_index, code))
                    self._search_entries = entries
        return self._search_entries


def _check_header(document, origin):
    if not isinstance(document, dict) or document.get("format") != FORMAT_NAME \
            or document.get("version") != FORMAT_VERSION:
        raise CardDatabaseError("%s: not a %s file of version %d (run scripts/import_cards.py)"
                                % (origin, FORMAT_NAME, FORMAT_VERSION))
    try:
        columns_ok = tuple(document["fields"]) == ROW_FIELDS and tuple(document["langs"]) == LANGS
    except (KeyError, TypeError):
        columns_ok = False
    if not columns_ok:
        raise CardDatabaseError("%s: unexpected columns; re-run scripts/import_cards.py" % origin)


def _is_row(row):
    return isinstance(row, list) and len(row) == len(ROW_FIELDS) \
        and type(row[0]) is int and type(row[1]) is int


class _ParsedRows(object):
    """The rows of a document already parsed (`CardDatabase.from_document`): kept as they are,
    listed in passcode order whatever the document's order (`all_cards`' promise; a row one a
    line is found by passcode either way)."""

    def __init__(self, rows):
        self._rows = {row[0]: row for row in rows}
        self.codes = tuple(sorted(self._rows))
        self.aliases = tuple(self._rows[code][1] for code in self.codes)

    def row(self, code, origin):
        return self._rows.get(code)

    def alias(self, code):
        row = self._rows.get(code)
        return None if row is None else row[1]

    def rows(self, origin):
        return (self._rows[code] for code in self.codes)


class _RowText(object):
    """The rows of a database file as its text: one row a line, sorted by passcode (as
    scripts/import_cards.py writes them), found by passcode through sorted arrays of the
    passcodes and of where each row starts and ends, and parsed when asked for. The text
    (one bytes object) and the arrays hold no objects, so the garbage collectors never walk
    them."""

    _START = b'\n"cards":[\n'
    _END = b"\n]}"
    _HEAD = re.compile(rb"\[([0-9]+),([0-9]+),")

    def __init__(self, text, codes, aliases, starts, ends):
        self._text = text
        self.codes = codes
        self.aliases = aliases
        self._starts = starts
        self._ends = ends

    @classmethod
    def index(cls, data, origin):
        """(the header document, a _RowText) when `data` has that layout, else None (the
        caller parses the whole file, and so finds what is wrong with it)."""
        at = data.find(cls._START)
        end = data.rfind(cls._END)
        if at < 0 or end < at or data[end + len(cls._END):].strip():
            return None
        try:
            header = json.loads(data[:at].rstrip(b",").decode("utf-8") + "}")
        except (ValueError, RecursionError):
            return None
        if not isinstance(header, dict) or "cards" in header:
            return None
        codes, aliases, starts, ends = array("q"), array("q"), array("q"), array("q")
        head = cls._HEAD
        pos = at + len(cls._START)
        previous = -1
        lines = data[pos:end].split(b"\n")
        last = len(lines) - 1
        for n, line in enumerate(lines):
            match = head.match(line)
            stop = len(line) - 1 if n < last else len(line)
            if match is None or not line.endswith(b"]," if n < last else b"]"):
                return None
            code, alias = int(match.group(1)), int(match.group(2))
            if code <= previous or code >= 1 << 62 or alias >= 1 << 62:
                return None     # not sorted: parse it all
            previous = code
            codes.append(code)
            aliases.append(alias)
            starts.append(pos)
            ends.append(pos + stop)
            pos += len(line) + 1
        return header, cls(data, codes, aliases, starts, ends)

    def _find(self, code):
        i = bisect.bisect_left(self.codes, code)
        if i < len(self.codes) and self.codes[i] == code:
            return i
        return -1

    def alias(self, code):
        i = self._find(code)
        return None if i < 0 else self.aliases[i]

    def row(self, code, origin):
        i = self._find(code)
        if i < 0:
            return None
        text = self._text[self._starts[i]:self._ends[i]]
        try:
            row = json.loads(text.decode("utf-8"))
        except (ValueError, RecursionError) as exc:
            raise CardDatabaseError("%s: the row of passcode %d is corrupt (%s); reinstall duelist or "
                                    "re-run scripts/import_cards.py" % (origin, code, _json_error_text(exc)))
        if not _is_row(row) or row[0] != code or row[1] != self.aliases[i]:
            raise CardDatabaseError("%s: the row of passcode %d is not a card row of %d fields "
                                    "starting with two passcodes: %s"
                                    % (origin, code, len(ROW_FIELDS), _shown(row)))
        return row

    def rows(self, origin):
        """Every row, in passcode order (the whole text parsed at once)."""
        if not self.codes:
            return []
        text = self._text[self._starts[0]:self._ends[-1]]
        try:
            rows = json.loads("[" + text.decode("utf-8") + "]")
        except (ValueError, RecursionError) as exc:
            raise CardDatabaseError("the card database %s is corrupt (%s); reinstall duelist or "
                                    "re-run scripts/import_cards.py" % (origin, exc))
        for code, row in zip(self.codes, rows):
            if not _is_row(row) or row[0] != code:
                raise CardDatabaseError("%s: the row of passcode %d is not a card row of %d fields "
                                        "starting with two passcodes: %s"
                                        % (origin, code, len(ROW_FIELDS), _shown(row)))
        return rows


@contextlib.contextmanager
def _no_gc():
    """Pause the cyclic garbage collector while building many small objects that
    form no cycles: otherwise it walks the whole parsed file again and again,
    which more than doubles the load time."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _unknown_code(code, key):
    if key is None:
        return UnknownCardError(code, message="not a passcode: %r" % (code,))
    return UnknownCardError(key)


def _as_code(code):
    if isinstance(code, bool):
        return None
    if isinstance(code, int):
        return code
    if isinstance(code, str):
        text = code.strip()
        if text.isdigit() and text.isascii():
            return int(text)
    return None


_KINDS_CACHE = {}
_SLOT_ORDER = (
    "code", "alias", "konami_id", "names", "name", "card_type", "property", "race", "kinds",
    "attribute", "level", "rank", "link", "link_arrows", "atk", "defense", "scale",
    "materials", "series", "sets_en", "sets_ja", "limits", "is_monster", "normal_summonable",
)
# Filling the slots directly skips CardData.__init__'s generic loop (a third of the
# time to build every card). The check keeps this list in step with the model.
if sorted(_SLOT_ORDER) != sorted(CardData.__slots__):
    raise ImportError("duelist.cards.db: CardData slots changed; update _SLOT_ORDER")
_SLOT_SETTERS = tuple(getattr(CardData, slot).__set__ for slot in _SLOT_ORDER)


def _shown(value):
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _int_or_none(value):
    return value is None or type(value) is int


def _strings(value):
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


# row field -> (check, what it must be); a row failing one is refused with its passcode
_ROW_CHECKS = (
    ("konami_id", _int_or_none, "an integer or null"),
    ("names", lambda v: isinstance(v, list) and len(v) == len(LANGS)
     and all(n is None or isinstance(n, str) for n in v), "a list of %d names" % len(LANGS)),
    ("card_type", lambda v: v in ("Monster", "Spell", "Trap"), "Monster, Spell or Trap"),
    ("property", lambda v: v is None or isinstance(v, str), "text or null"),
    ("race", lambda v: v is None or isinstance(v, str), "text or null"),
    ("kinds", _strings, "a list of words"),
    ("attribute", lambda v: v is None or isinstance(v, str), "text or null"),
    ("level", _int_or_none, "an integer or null"),
    ("rank", _int_or_none, "an integer or null"),
    ("link_arrows", _strings, "a list of arrow names"),
    ("atk", _int_or_none, "an integer or null (for ?)"),
    ("defense", _int_or_none, "an integer or null (for ?)"),
    ("scale", _int_or_none, "an integer or null"),
    ("materials", lambda v: v is None or isinstance(v, str), "text or null"),
    ("series", _strings, "a list of names"),
    ("sets_en", lambda v: isinstance(v, str), "text"),
    ("sets_ja", lambda v: isinstance(v, str), "text"),
    ("limits", lambda v: isinstance(v, list) and len(v) == len(LIMIT_FORMATS)
     and all(x is None or isinstance(x, str) for x in v), "a list of %d statuses" % len(LIMIT_FORMATS)),
)
_ROW_INDEX = {name: i for i, name in enumerate(ROW_FIELDS)}
_CARD_TYPES = frozenset(("Monster", "Spell", "Trap"))
_NLANGS = len(LANGS)
_NLIMITS = len(LIMIT_FORMATS)


def _sound_entries(names, kinds, arrows, series, limits):
    """Are the lists' entries what `_ROW_CHECKS` asks of them (text; a name or a limit may
    be null)? The fast path's last test: a row wrong only there is refused too."""
    for entries in (kinds, arrows, series):
        for entry in entries:
            if type(entry) is not str:
                return False
    for entries in (names, limits):
        for entry in entries:
            if entry is not None and type(entry) is not str:
                return False
    return True


def _check_row(row, origin):
    (_code, _alias, konami_id, names, card_type, prop, race, kinds, attribute, level, rank,
     arrows, atk, defense, scale, materials, series, sets_en, sets_ja, limits) = row
    # the fast path: one expression for a sound row (every card is built through here)
    if (type(level) is int or level is None) and (type(atk) is int or atk is None) \
            and (type(defense) is int or defense is None) and (type(rank) is int or rank is None) \
            and (type(scale) is int or scale is None) and (type(konami_id) is int or konami_id is None) \
            and card_type in _CARD_TYPES and type(names) is list and len(names) == _NLANGS \
            and type(kinds) is list and type(arrows) is list and type(series) is list \
            and type(sets_en) is str and type(sets_ja) is str and type(limits) is list \
            and len(limits) == _NLIMITS and (type(race) is str or race is None) \
            and (type(prop) is str or prop is None) and (type(attribute) is str or attribute is None) \
            and (type(materials) is str or materials is None) \
            and _sound_entries(names, kinds, arrows, series, limits):
        return
    for name, check, what in _ROW_CHECKS:
        value = row[_ROW_INDEX[name]]
        if not check(value):
            raise CardDatabaseError("%s: the row of passcode %s is corrupt: %s must be %s, not %s"
                                    % (origin, row[0], name, what, _shown(value)))


def _card_from_row(row, origin="cards"):
    _check_row(row, origin)
    (code, alias, konami_id, names, card_type, prop, race, kinds, attribute, level, rank,
     arrows, atk, defense, scale, materials, series, sets_en, sets_ja, limits) = row
    kinds = tuple(kinds)
    kinds = _KINDS_CACHE.setdefault(kinds, kinds)
    arrows = tuple(arrows)
    name_map = {lang: name for lang, name in zip(LANGS, names) if name}
    values = (
        code, alias, konami_id, name_map,
        name_map.get("en") or next(iter(name_map.values()), str(code)),
        card_type, prop, race, kinds, attribute, level, rank,
        len(arrows) if "Link" in kinds else 0, arrows, atk, defense, scale, materials,
        tuple(series), tuple(sets_en.split()), tuple(sets_ja.split()),
        {fmt: status for fmt, status in zip(LIMIT_FORMATS, limits) if status is not None},
        card_type == "Monster",
        card_type == "Monster" and _NOT_NORMAL_SUMMONABLE.isdisjoint(kinds),
    )
    card = CardData.__new__(CardData)
    for set_slot, value in zip(_SLOT_SETTERS, values):
        set_slot(card, value)
    return card


def card_to_dict(card):
    """The facts of a card as plain JSON-ready data (for tools and the CLI)."""
    return {
        "code": card.code,
        "alias": card.alias,
        "alternate_codes": list(alternate_codes(card.code)),
        "konami_id": card.konami_id,
        "name": card.name,
        "names": dict(card.names),
        "card_type": card.card_type,
        "property": card.property,
        "race": card.race,
        "kinds": list(card.kinds),
        "attribute": card.attribute,
        "level": card.level,
        "rank": card.rank,
        "link": card.link,
        "link_arrows": list(card.link_arrows),
        "atk": card.atk,
        "def": card.defense,
        "scale": card.scale,
        "materials": card.materials,
        "series": list(card.series),
        "sets_en": list(card.sets_en),
        "sets_ja": list(card.sets_ja),
        "limits": dict(card.limits),
    }


# --- the shared instance and module-level API -----------------------------------

_database = None
_database_lock = threading.Lock()


def database():
    """The shipped database, loaded on first use."""
    global _database
    if _database is None:
        with _database_lock:
            if _database is None:
                _database = CardDatabase.load(DEFAULT_PATH)
    return _database


def get_card(code):
    """The card with this passcode (an alternate artwork keeps its own code)."""
    return database().get_card(code)


def has_card(code):
    return database().has_card(code)


def canonical_code(code):
    """The main passcode of the card's name (differs only for alternate artworks)."""
    return database().canonical_code(code)


def alternate_codes(code):
    """Every passcode sharing this card's name: the main one first, then the others."""
    return database().alternate_codes(code)


def all_cards():
    """Every card, alternate artworks included, in passcode order."""
    return database().all_cards()


def lookup_name(name, lang=None):
    """The main-passcode card with exactly this name (normalized) in any language, or
    only in `lang`; None if there is none. English names win over other languages;
    among several cards sharing a translated name, the lowest passcode."""
    return database().lookup_name(name, lang)


def search_cards(query, limit=10):
    """Up to `limit` cards whose names resemble `query`, best first."""
    return database().search_cards(query, limit)


def find_card(text):
    """The card named by `text`: a passcode (leading zeros allowed) or an exact name.
    Raises UnknownCardError (with up to 5 suggestions) or AmbiguousCardNameError."""
    return database().find_card(text)
