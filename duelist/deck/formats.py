"""Deck files: `.ydk` text and `ydke://` URLs, and the decks bundled with duelist.

A `.ydk` file (ygopro, EDOPro) is one passcode a line under section headers:

    #created by someone          <- comment lines start with '#'
    #main
    46986414
    #extra
    !side

A `ydke://` URL holds the same three lists as base64 of little-endian uint32 passcodes:
``ydke://MAIN!EXTRA!SIDE!``.

Formats only read and write passcodes; whether a deck is legal is `validate`'s business.
"""

import base64
import binascii
import difflib
import io
import os
import re
import struct

SECTIONS = ("main", "extra", "side")
SECTION_TITLES = {"main": "Main Deck", "extra": "Extra Deck", "side": "Side Deck"}
YDKE_PREFIX = "ydke://"
MAX_PASSCODE = 0xFFFFFFFF  # ydke stores passcodes as uint32

BUNDLED_DECKS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "decks")

_YDK_HEADERS = {"#main": "main", "#extra": "extra", "!side": "side"}
# Header-like lines that are almost certainly a typo for a real header; ygopro would silently
# read them as comments and shift the cards into the wrong section.
_MISTAKEN_HEADERS = {
    "#side": "the Side Deck starts with '!side'",
    "!main": "the Main Deck starts with '#main'",
    "!extra": "the Extra Deck starts with '#extra'",
}
_PASSCODE_RE = re.compile(r"^[0-9]+$")


class DeckFormatError(ValueError):
    """A deck file or URL that cannot be read; says what is wrong and where."""

    def __init__(self, message, source=None, line=None, text=None, errors=None):
        self.message = message
        self.source = source
        self.line = line
        self.text = text
        # every problem found in the file, in line order (this error is the first of them)
        self.errors = list(errors) if errors else [self]
        ValueError.__init__(self, self._render())

    def _render(self):
        where = ""
        if self.source:
            where = str(self.source)
            if self.line is not None:
                where += ":%d" % self.line
            where += ": "
        elif self.line is not None:
            where = "line %d: " % self.line
        detail = ""
        if self.text is not None:
            detail = ": %r" % (self.text,)
        return where + self.message + detail


class DeckNotFoundError(LookupError):
    """No bundled deck has that name."""


class Deck(object):
    """Three lists of passcodes, plus where each entry came from.

    `lines` maps each section to a list parallel to that section's passcodes, holding the
    1-based source line of each entry (None where unknown, e.g. decks from a ydke URL or
    built in code). Use `line_of()` rather than indexing it: code that edits a section
    without keeping `lines` in step gets None instead of a wrong line number.
    Two decks are equal when their three lists are (names, comments and lines aside).
    """

    def __init__(self, main=(), extra=(), side=(), name=None, comment=None, source=None,
                 lines=None):
        self.main = [int(c) for c in main]
        self.extra = [int(c) for c in extra]
        self.side = [int(c) for c in side]
        self.name = name
        self.comment = comment  # text of the leading '#' comment lines, without the '#'
        self.source = source    # file name or other description of where the deck was read
        self.lines = {}
        for section in SECTIONS:
            given = (lines or {}).get(section)
            self.lines[section] = list(given) if given is not None else [None] * len(
                getattr(self, section))

    def section(self, name):
        if name not in SECTIONS:
            raise ValueError("unknown deck section %r (expected one of %s)"
                             % (name, ", ".join(SECTIONS)))
        return getattr(self, name)

    def line_of(self, section, index):
        """Source line of entry `index` of `section`, or None when not known."""
        codes = self.section(section)
        lines = self.lines.get(section) or []
        if len(lines) != len(codes) or not 0 <= index < len(lines):
            return None
        return lines[index]

    def entries(self):
        """(section, index, passcode, line) for every card, Main, Extra then Side Deck."""
        for section in SECTIONS:
            for index, code in enumerate(self.section(section)):
                yield section, index, code, self.line_of(section, index)

    def __len__(self):
        return len(self.main) + len(self.extra) + len(self.side)

    def __eq__(self, other):
        if not isinstance(other, Deck):
            return NotImplemented
        return (self.main, self.extra, self.side) == (other.main, other.extra, other.side)

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    __hash__ = None  # mutable

    def copy(self):
        return Deck(self.main, self.extra, self.side, name=self.name, comment=self.comment,
                    source=self.source, lines=self.lines)

    def __repr__(self):
        return "Deck(%r: main %d, extra %d, side %d)" % (
            self.name, len(self.main), len(self.extra), len(self.side))


# --- reading any source ---------------------------------------------------------------

def _read_source(source):
    """(text, description, name) from a path, a file-like object, bytes or text.

    A str is text when it looks like deck content (a ydke URL, several lines, or a header
    or comment line); otherwise it is a path.
    """
    if hasattr(source, "read"):
        data = source.read()
        label = getattr(source, "name", None)
        label = label if isinstance(label, str) else None
        return _decode(data, label), label, _stem(label) if label else None
    if isinstance(source, (bytes, bytearray)):
        return _decode(bytes(source), None), None, None
    if isinstance(source, str) and _looks_like_content(source):
        return source, None, None
    if isinstance(source, (str, os.PathLike)):
        path = os.fspath(source)
        try:
            with open(path, "rb") as handle:
                data = handle.read()
        except FileNotFoundError:
            raise DeckFormatError("no such deck file", source=path)
        except IsADirectoryError:
            raise DeckFormatError("is a directory, not a deck file", source=path)
        except OSError as exc:
            raise DeckFormatError("cannot read the file (%s)" % (exc.strerror or exc),
                                  source=path)
        except ValueError:          # a NUL character: no file has that name
            raise DeckFormatError("not a file name (it holds a NUL character)", source=repr(path))
        return _decode(data, path), path, _stem(path)
    raise TypeError("expected a path, a file-like object or deck text, got %s"
                    % type(source).__name__)


def _looks_like_content(text):
    stripped = text.lstrip("\ufeff \t\r\n")
    return ("\n" in text or "\r" in text or stripped.startswith(("#", "!"))
            or stripped.lower().startswith(YDKE_PREFIX))


def _decode(data, label):
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise DeckFormatError("not UTF-8 text (byte 0x%02x)" % data[exc.start],
                              source=label, line=line)


def _stem(path):
    base = os.path.basename(path)
    return base[:-4] if base.lower().endswith(".ydk") else os.path.splitext(base)[0]


# --- .ydk -----------------------------------------------------------------------------

def parse_ydk(text, source=None, name=None):
    """Read `.ydk` text into a Deck; `source` names the file in error messages."""
    if text.startswith("\ufeff"):
        text = text[1:]
    sections = {s: [] for s in SECTIONS}
    lines = {s: [] for s in SECTIONS}
    comments = []
    current = None
    errors = []     # every unreadable line: the whole file is read, then all are reported
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        lowered = line.lower()
        if lowered in _YDK_HEADERS:
            current = _YDK_HEADERS[lowered]
            continue
        if lowered in _MISTAKEN_HEADERS:
            errors.append(DeckFormatError("unknown section header (%s)" % _MISTAKEN_HEADERS[lowered],
                                          source=source, line=number, text=line))
            continue
        if line.startswith("#"):
            if current is None:
                comments.append(line[1:].strip())
            continue
        if line.startswith("!"):
            errors.append(DeckFormatError(
                "unknown section header (expected '#main', '#extra' or '!side')",
                source=source, line=number, text=line))
            continue
        try:
            code = _parse_passcode(line, source, number)
        except DeckFormatError as exc:
            errors.append(exc)
            continue
        if current is None:
            errors.append(DeckFormatError("passcode before any section header (add '#main' above it)",
                                          source=source, line=number, text=line))
            continue
        sections[current].append(code)
        lines[current].append(number)
    if errors:
        first = errors[0]
        error = DeckFormatError(first.message, source=first.source, line=first.line, text=first.text,
                                errors=errors)
        # what could be read, so a checker can list the other problems too
        error.partial_deck = Deck(sections["main"], sections["extra"], sections["side"], name=name,
                                  comment="\n".join(comments) if comments else None, source=source,
                                  lines=lines)
        raise error
    return Deck(sections["main"], sections["extra"], sections["side"], name=name,
                comment="\n".join(comments) if comments else None, source=source, lines=lines)


def _parse_passcode(token, source, number):
    if _PASSCODE_RE.match(token):
        code = int(token)
        if code > MAX_PASSCODE:
            raise DeckFormatError("passcode out of range (at most %d)" % MAX_PASSCODE,
                                  source=source, line=number, text=token)
        return code
    if re.match(r"^-[0-9]+$", token):
        raise DeckFormatError("negative passcode", source=source, line=number, text=token)
    if re.match(r"^[0-9]+\s", token):
        raise DeckFormatError("unexpected text after the passcode (one passcode a line)",
                              source=source, line=number, text=token)
    raise DeckFormatError("not a passcode, section header or '#' comment",
                          source=source, line=number, text=token)


def format_ydk(deck):
    """The `.ydk` text of a deck ('\\n' line ends, comment lines first)."""
    out = []
    comment = deck.comment if deck.comment is not None else "created by duelist"
    for text in comment.split("\n"):
        out.append("#" + text)
    out.append("#main")
    out.extend(str(c) for c in deck.main)
    out.append("#extra")
    out.extend(str(c) for c in deck.extra)
    out.append("!side")
    out.extend(str(c) for c in deck.side)
    return "\n".join(out) + "\n"


def read_ydk(source, name=None):
    """Read a `.ydk` deck from a path, a file-like object or `.ydk` text."""
    text, label, stem = _read_source(source)
    return parse_ydk(text, source=label, name=name or stem)


def write_ydk(deck, dest):
    """Write a deck as `.ydk` to a path or a text file-like object."""
    text = format_ydk(deck)
    if hasattr(dest, "write"):
        dest.write(text)
        return
    with io.open(os.fspath(dest), "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)


# --- ydke:// ----------------------------------------------------------------------------

def parse_ydke(url, name=None):
    """Read a `ydke://MAIN!EXTRA!SIDE!` URL into a Deck."""
    source = "ydke URL"
    text = url.strip()
    if not text.lower().startswith(YDKE_PREFIX):
        raise DeckFormatError("a ydke URL starts with %r" % YDKE_PREFIX, source=source,
                              text=_abbreviate(text))
    parts = text[len(YDKE_PREFIX):].split("!")
    if len(parts) == 4 and parts[3] == "":
        parts = parts[:3]
    if len(parts) != 3:
        raise DeckFormatError("expected three sections, 'ydke://MAIN!EXTRA!SIDE!'; found %d "
                              "'!'" % (len(parts) - 1), source=source, text=_abbreviate(text))
    decoded = [_decode_ydke_section(part, section)
               for part, section in zip(parts, SECTIONS)]
    return Deck(decoded[0], decoded[1], decoded[2], name=name, source=source)


def _decode_ydke_section(part, section):
    part = part.strip()
    padded = part + "=" * (-len(part) % 4)
    try:
        data = base64.b64decode(padded.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError, ValueError):
        raise DeckFormatError("%s section is not valid base64" % SECTION_TITLES[section],
                              source="ydke URL", text=_abbreviate(part))
    if len(data) % 4:
        raise DeckFormatError("%s section holds %d bytes, not a whole number of 4-byte "
                              "passcodes" % (SECTION_TITLES[section], len(data)),
                              source="ydke URL", text=_abbreviate(part))
    return list(struct.unpack("<%dI" % (len(data) // 4), data))


def format_ydke(deck):
    """The `ydke://` URL of a deck."""
    parts = []
    for section in SECTIONS:
        codes = deck.section(section)
        for code in codes:
            if not 0 <= code <= MAX_PASSCODE:
                raise DeckFormatError("passcode %d does not fit a ydke URL" % code)
        data = struct.pack("<%dI" % len(codes), *codes)
        parts.append(base64.b64encode(data).decode("ascii"))
    return YDKE_PREFIX + "!".join(parts) + "!"


def _abbreviate(text, width=60):
    return text if len(text) <= width else text[:width - 3] + "..."


# --- any deck ---------------------------------------------------------------------------

def load_deck(source, name=None):
    """Read a deck from a `.ydk` path, file-like or text, a `ydke://` URL or a bundled name.

    A str that is neither deck text nor an existing file is looked up among the bundled
    decks (e.g. "yugi_normals").
    """
    if isinstance(source, str):
        stripped = source.strip()
        if stripped.lower().startswith(YDKE_PREFIX):
            return parse_ydke(stripped, name=name)
        if (not _looks_like_content(source) and not os.path.exists(source)
                and os.sep not in source and not source.lower().endswith(".ydk")):
            try:
                path = bundled_deck_path(source)
            except DeckNotFoundError as exc:
                raise DeckFormatError("no such deck file, and %s" % exc, source=source)
            return read_ydk(path, name=name)
    text, label, stem = _read_source(source)
    if text.strip().lower().startswith(YDKE_PREFIX):
        return parse_ydke(text, name=name or stem)
    return parse_ydk(text, source=label, name=name or stem)


# --- bundled decks ----------------------------------------------------------------------

def list_bundled_decks():
    """Names of the decks shipped with duelist (file stems), sorted."""
    try:
        files = os.listdir(BUNDLED_DECKS_DIR)
    except OSError:
        return []
    return sorted(_stem(f) for f in files if f.lower().endswith(".ydk"))


def bundled_deck_path(name):
    """Path of a bundled deck by name: case-insensitive, '.ydk' optional, '-' and '_'
    alike ("yugi-starter", "Yugi_Starter.ydk"), or a unique prefix ("goat_01")."""
    wanted = _name_key(name)
    names = list_bundled_decks()
    matches = [n for n in names if _name_key(n) == wanted]
    if not matches and wanted:
        matches = [n for n in names if _name_key(n).startswith(wanted)]
    if len(matches) == 1:
        return os.path.join(BUNDLED_DECKS_DIR, matches[0] + ".ydk")
    if len(matches) > 1:
        raise DeckNotFoundError("%r matches several bundled decks: %s"
                                % (name, ", ".join(matches)))
    keys = dict((_name_key(n), n) for n in names)
    close = [keys[k] for k in difflib.get_close_matches(wanted, list(keys), n=5, cutoff=0.5)]
    hint = ("did you mean %s?" % ", ".join(close)) if close else (
        "bundled decks: %s" % ", ".join(names))
    raise DeckNotFoundError("no bundled deck named %r; %s" % (name, hint))


def _name_key(name):
    key = name.strip().lower().replace("-", "_")
    return key[:-4] if key.endswith(".ydk") else key


def load_bundled_deck(name):
    """The bundled deck with that name (see `bundled_deck_path`)."""
    return read_ydk(bundled_deck_path(name))
