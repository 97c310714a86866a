"""Forbidden / Limited / Semi-Limited lists (`lflist.conf`).

Two flavours of the same text format are read:

- ygopro `lflist.conf`: one file holding many lists. `!NAME` starts a list, each entry is
  ``passcode count --comment``; `#` lines are comments (the first one, ``#[A][B]...``,
  names the lists for ygopro's menu).
- EDOPro `NAME.lflist.conf`: one list per file, same entry syntax; a ``$whitelist`` line
  makes every unlisted card forbidden (used by the GOAT list).

Limits apply to a card's *name*: an entry for one artwork also limits the other artworks
of that card (seed 000 §卡組使用: cards with the same name are "同名卡").

EDOPro lists may name cards by EDOPro's own ids (pre-errata or 2005-era versions, e.g.
21593987 for Makyura the Destructor 21593977, or 5047001xx/5110xxxxx ids). The bundled
files are kept exactly as published; when a list is first used, each id the card database
does not know is mapped to a real card through the name in its ``--comment``. If the list
also has an entry for that real card, that entry wins (the id is another version of the
card, e.g. "Elder Entity Norden (pre-errata)" forbidden beside the real card limited).
What was mapped, superseded or left unmapped is kept on the Banlist for reports.
"""

import difflib
import io
import os
import re

from duelist.cards import db

BUNDLED_BANLISTS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "banlists")
BANLIST_SUFFIX = ".conf"

FORBIDDEN, LIMITED, SEMI_LIMITED, UNLIMITED = 0, 1, 2, 3
STATUS_WORDS = {0: "Forbidden", 1: "Limited", 2: "Semi-Limited", 3: "Unlimited"}

# ASCII digits only: str.isdigit() also takes superscripts ("\u00b2"), which int() refuses
_DIGITS_RE = re.compile(r"^[0-9]+$")
_ENTRY_RE = re.compile(r"^(?P<code>\S+)\s+(?P<count>\S+)(?:\s+(?P<rest>.*))?$")
# What follows the card name in some comments: column padding (tabs or runs of spaces)
# before a section note such as "MAIN DECK MONSTERS", and version notes like
# "(pre-errata)". Only used to find the name; the comment itself is kept as written.
_NAME_NOTE_RE = re.compile(r"(\t|\s{2,}).*$")
_VERSION_NOTE_RE = re.compile(r"\s*\((?:pre|post)[- ]errata\)\s*$", re.IGNORECASE)


class BanlistFormatError(ValueError):
    """An lflist file that cannot be read; says what and where."""

    def __init__(self, message, source=None, line=None, text=None):
        self.message, self.source, self.line, self.text = message, source, line, text
        where = ""
        if source:
            where = "%s%s: " % (source, ":%d" % line if line is not None else "")
        elif line is not None:
            where = "line %d: " % line
        ValueError.__init__(self, where + message + (": %r" % (text,) if text else ""))


class UnknownBanlistError(LookupError):
    """No banlist with that name; the message lists close names."""


class BanlistEntry(object):
    """One ``passcode count --comment`` line, as written."""

    __slots__ = ("code", "count", "comment", "line")

    def __init__(self, code, count, comment=None, line=None):
        self.code = code
        self.count = count
        self.comment = comment
        self.line = line

    @property
    def card_name(self):
        """The card name the comment gives, without column notes or version notes."""
        if not self.comment:
            return None
        name = _NAME_NOTE_RE.sub("", self.comment.strip())
        name = _VERSION_NOTE_RE.sub("", name).strip()
        return name or None

    def __repr__(self):
        return "BanlistEntry(%d, %d, %r)" % (self.code, self.count, self.comment)


class Banlist(object):
    """One named list. `limit(code)` answers how many copies of that card's name a deck
    may hold (0..3) across its Main, Extra and Side Decks."""

    def __init__(self, name, entries=(), whitelist=False, source=None):
        self.name = name
        self.whitelist = whitelist
        self.entries = list(entries)
        self.source = source
        self.aliases = []
        self._limits = None   # canonical passcode -> count, built on first use
        self._raw = None      # passcodes the card database does not know -> count
        self.mapped = []      # (entry, real passcode): EDOPro ids mapped by name
        self.superseded = []  # (entry, real passcode): mapped ids the list also lists directly
        self.unmapped = []    # entries whose passcode and name match no known card

    def limit(self, code):
        """Copies of this card's name allowed: 0 forbidden, 1 limited, 2 semi-limited, 3."""
        self._resolve()
        key = _canonical(code)
        if key is not None and key in self._limits:
            return self._limits[key]
        if code in self._raw:
            return self._raw[code]
        return FORBIDDEN if self.whitelist else UNLIMITED

    def status(self, code):
        """"Forbidden", "Limited", "Semi-Limited" or "Unlimited"."""
        return STATUS_WORDS[self.limit(code)]

    def is_listed(self, code):
        """True when the list has an entry for this card's name."""
        self._resolve()
        key = _canonical(code)
        return (key is not None and key in self._limits) or code in self._raw

    def limits(self):
        """{canonical passcode: count} for every card the list names (after mapping)."""
        self._resolve()
        return dict(self._limits)

    def _resolve(self):
        if self._limits is not None:
            return
        limits, raw = {}, {}
        mapped, superseded, unmapped = [], [], []
        foreign = []
        for entry in self.entries:
            key = _canonical(entry.code)
            if key is None:
                foreign.append(entry)
            else:
                limits[key] = min(limits.get(key, UNLIMITED), entry.count)
        by_name = {}
        for entry in foreign:
            card = _card_by_name(entry.card_name)
            if card is None:
                unmapped.append(entry)
                raw[entry.code] = min(raw.get(entry.code, UNLIMITED), entry.count)
                continue
            key = _canonical(card.code)
            if key in limits:
                superseded.append((entry, key))
                continue
            mapped.append((entry, key))
            by_name[key] = min(by_name.get(key, UNLIMITED), entry.count)
        limits.update(by_name)
        self.mapped, self.superseded, self.unmapped = mapped, superseded, unmapped
        self._raw = raw
        self._limits = limits

    def __repr__(self):
        return "Banlist(%r, %d entries%s)" % (
            self.name, len(self.entries), ", whitelist" if self.whitelist else "")


def _canonical(code):
    """Main passcode of the card's name, or None when the database does not know it."""
    if not db.has_card(code):
        return None
    return db.canonical_code(code)


def _card_by_name(name):
    if not name:
        return None
    return db.lookup_name(name)


# --- parsing ----------------------------------------------------------------------------

def parse_lflist(text, source=None):
    """All lists in an lflist text, in file order."""
    if text.startswith("\ufeff"):
        text = text[1:]
    lists = []
    seen = {}
    current = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("!"):
            name = line[1:].strip()
            if not name:
                raise BanlistFormatError("list header without a name", source, number, line)
            if name.lower() in seen:
                raise BanlistFormatError("list %r defined twice (first on line %d)"
                                         % (name, seen[name.lower()]), source, number)
            seen[name.lower()] = number
            current = Banlist(name, source=source)
            lists.append(current)
            continue
        if current is None:
            raise BanlistFormatError("entry before any '!name' list header", source, number,
                                     line)
        if line.startswith("$"):
            if line.lower() == "$whitelist":
                current.whitelist = True
                continue
            raise BanlistFormatError("unknown directive (only '$whitelist' is known)",
                                     source, number, line)
        current.entries.append(_parse_entry(line, source, number))
    return lists


def _parse_entry(line, source, number):
    match = _ENTRY_RE.match(line)
    if not match:
        raise BanlistFormatError("expected 'passcode count --comment'", source, number, line)
    code_text, count_text, rest = match.group("code"), match.group("count"), match.group("rest")
    if not _DIGITS_RE.match(code_text):
        raise BanlistFormatError("not a passcode", source, number, code_text)
    if not _DIGITS_RE.match(count_text) or int(count_text) > 3:
        raise BanlistFormatError("copy count must be 0, 1, 2 or 3", source, number, count_text)
    comment = None
    if rest:
        if not rest.startswith("--"):
            raise BanlistFormatError("text after the count must be a '--' comment", source,
                                     number, rest)
        comment = rest[2:]
    return BanlistEntry(int(code_text), int(count_text), comment, number)


def read_lflist(source):
    """All lists in an lflist file (path or file-like)."""
    if hasattr(source, "read"):
        data = source.read()
        label = getattr(source, "name", None)
    else:
        label = os.fspath(source)
        try:
            with io.open(label, "rb") as handle:
                data = handle.read()
        except OSError as exc:
            raise BanlistFormatError("cannot read the file (%s)" % (exc.strerror or exc),
                                     label)
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise BanlistFormatError("not UTF-8 text", label)
    return parse_lflist(data, source=label if isinstance(label, str) else None)


# --- bundled lists ----------------------------------------------------------------------

_bundled = None   # list of Banlist in listing order
_by_key = None    # lower-case name or alias -> Banlist


def _file_alias(filename):
    """Short names for an EDOPro one-list file: its stem, and the stem without the digits
    EDOPro uses to order its menu ("0TCG.lflist.conf" -> "0TCG", "TCG")."""
    stem = filename.split(".")[0]
    names = [stem]
    bare = stem.lstrip("0123456789")
    if bare and bare != stem:
        names.append(bare)
    return names


def _load_bundled():
    global _bundled, _by_key
    if _bundled is not None:
        return
    lists, keys = [], {}
    try:
        files = sorted(f for f in os.listdir(BUNDLED_BANLISTS_DIR) if f.endswith(BANLIST_SUFFIX))
    except OSError:
        files = []
    # One-list (EDOPro) files first: they hold the current lists the short names point to.
    files.sort(key=lambda f: not f.endswith(".lflist.conf"))
    for filename in files:
        in_file = read_lflist(os.path.join(BUNDLED_BANLISTS_DIR, filename))
        for banlist in in_file:
            banlist.source = filename
            if banlist.name.lower() not in keys:
                keys[banlist.name.lower()] = banlist
                lists.append(banlist)
        if len(in_file) == 1:
            for alias in _file_alias(filename):
                if alias.lower() not in keys:
                    keys[alias.lower()] = in_file[0]
                    in_file[0].aliases.append(alias)
    _bundled, _by_key = lists, keys


def list_banlists():
    """Names of the bundled lists: EDOPro's current lists, then ygopro's history."""
    _load_bundled()
    return [b.name for b in _bundled]


def banlist_aliases():
    """{short name: list name}, e.g. {"OCG": "2026.07 OCG", "GOAT": "2005.4 GOAT", ...}."""
    _load_bundled()
    return dict((alias, b.name) for b in _bundled for alias in b.aliases)


def load_banlist(name, files=True):
    """A bundled list by name or short name (case-insensitive), or the only list of an
    lflist file at that path (files=False: bundled lists only, for a name a network
    client gave: a server reads no file of its own on a client's word). A Banlist passes
    through."""
    if isinstance(name, Banlist):
        return name
    _load_bundled()
    key = name.strip().lower()
    if key in _by_key:
        return _by_key[key]
    if files and os.path.isfile(name):
        in_file = read_lflist(name)
        if len(in_file) == 1:
            return in_file[0]
        raise UnknownBanlistError("%s holds %d lists (%s); name one of them"
                                  % (name, len(in_file),
                                     ", ".join(b.name for b in in_file) or "none"))
    candidates = sorted(_by_key)
    close = difflib.get_close_matches(key, candidates, n=6, cutoff=0.6)
    if not close:
        close = [k for k in candidates if key and (key in k or k in key)][:6]
    display = [_by_key[k].name if _by_key[k].name.lower() == k else _display_alias(k)
               for k in close]
    hint = ("; close names: %s" % ", ".join(display)) if display else ""
    raise UnknownBanlistError("unknown banlist %r%s (`duelist deck list` shows them all)"
                              % (name, hint))


def _display_alias(key):
    banlist = _by_key[key]
    for alias in banlist.aliases:
        if alias.lower() == key:
            return "%s (%s)" % (alias, banlist.name)
    return key
