"""Deck legality: the deck-building rules, a banlist, and what the engine can play.

Rules (seed 000 §卡組使用 and §禁止卡·限制卡·準限制卡; seed 004 §一、对战必要之物):

- Main Deck 40 to 60 cards; Extra Deck at most 15; Side Deck at most 15. Rules may change the
  two upper limits (`Rules.main_deck_max`, `extra_deck_max`): the GOAT preset sets none, as
  Goat format plays the Main and Fusion Decks of 2005 (goatformat.com's rule 2).
- At most 3 cards of the same name across Main, Extra and Side Deck together; alternate
  artworks share a name, and so does a card whose name is always treated as another's (its
  script's `NAME_AS`: "Harpie Lady 1" counts as a "Harpie Lady"; the Maximum of 3 Rule as
  Konami's TCG applied it, yugipedia / yugioh.fandom "Maximum of 3 Rule").
- Fusion, Synchro, Xyz and Link monsters go only in the Extra Deck, and the Extra Deck
  holds only them. Tokens are never part of a deck.
- A banlist lowers the 3 to 0 (Forbidden), 1 (Limited) or 2 (Semi-Limited) for the names
  it lists, counted across all three decks; it takes precedence over the 3-copies rule.
  A whitelist list forbids every card it does not list.

Seed 004 is an older text: it asks for a Side Deck of exactly 15 and sets no limit on the
Fusion Deck. We follow seed 000's current rules (each at most 15).

Each broken rule is one `Problem`, reported once per card name (or section) at the first
line that breaks it, with the other lines listed, so a deck file's errors read like a
compiler's.
"""

from duelist.cards import db
from duelist.cards import registry
from duelist.deck.banlist import load_banlist
from duelist.deck.formats import SECTION_TITLES, SECTIONS

SIZE_LIMITS = {"main": (40, 60), "extra": (0, 15), "side": (0, 15)}
MAX_COPIES = 3


class Problem(object):
    """One reason a deck is not legal or not playable.

    `rule` is a short stable key ("main-size", "copies", "banlist", "not-implemented"...);
    `line` is the first source line concerned (None when the deck has no line numbers or
    the problem concerns a whole section), `lines` all of them.
    """

    __slots__ = ("rule", "message", "code", "card_name", "section", "line", "lines")

    def __init__(self, rule, message, code=None, card_name=None, section=None, lines=()):
        self.rule = rule
        self.message = message
        self.code = code
        self.card_name = card_name
        self.section = section
        self.lines = tuple(n for n in lines if n is not None)
        self.line = self.lines[0] if self.lines else None

    def __str__(self):
        if self.line is not None:
            return "line %d: %s" % (self.line, self.message)
        return self.message

    def __repr__(self):
        return "Problem(%r, %r, line=%r)" % (self.rule, self.message, self.line)


class DeckError(ValueError):
    """A deck the engine refuses; `problems` holds every reason."""

    def __init__(self, problems, deck_name=None):
        self.problems = list(problems)
        self.deck_name = deck_name
        head = "deck %r is not playable" % deck_name if deck_name else "deck is not playable"
        detail = "; ".join(str(p) for p in self.problems)
        ValueError.__init__(self, "%s (%d problem%s): %s" % (
            head, len(self.problems), "" if len(self.problems) == 1 else "s", detail))


def validate_deck(deck, banlist=None, require_implemented=True, rules=None):
    """Every problem of the deck, in file order (section-size problems last).

    `banlist` is a Banlist, a banlist name, or None for no list (3 copies of any card).
    With `require_implemented`, cards the engine cannot play yet are problems too.
    `rules`: the Rules (or preset name) the deck is for, which may change the size limits
    (GOAT: no upper limit on the Main and Extra Decks); None: seed 000's limits.
    """
    if banlist is not None:
        banlist = load_banlist(banlist)
    limits = size_limits(rules)

    found = []         # (position of the first entry concerned, Problem)
    by_name = {}       # name key -> {"card", "lines", "positions", "codes"} of every copy
    by_printed = {}    # the same by printed name (alternate artworks as one): what the engine
    #                    plays is asked per printed card (Harpie Lady 2 beside Harpie Lady)
    placement = {}     # (rule, section, name key) -> [card, lines, positions]
    unknown = {}       # passcode -> [lines, positions]
    for position, (section, _index, code, line) in enumerate(_entries_in_order(deck)):
        try:
            card = db.get_card(code)
        except db.UnknownCardError:
            record = unknown.setdefault(code, [[], []])
            record[0].append(line)
            record[1].append(position)
            continue
        printed = card.alias or card.code
        key = registry.name_as(card) or printed     # (a name always treated as another's: that one)
        for records, name in ((by_name, key), (by_printed, printed)):
            record = records.setdefault(name, {"card": card, "lines": [], "positions": [], "codes": []})
            record["lines"].append(line)
            record["positions"].append(position)
            record["codes"].append(code)
        rule = _placement_rule(card, section)
        if rule:
            spot = placement.setdefault((rule, section, key), [card, [], []])
            spot[1].append(line)
            spot[2].append(position)

    for code, (lines, positions) in unknown.items():
        found.append((positions[0], Problem(
            "unknown-card", "unknown passcode %d%s" % (code, _copies(lines)),
            code=code, lines=lines)))

    for (rule, section, _key), (card, lines, positions) in placement.items():
        found.append((positions[0], Problem(
            rule, _placement_message(rule, card, section) + _copies(lines),
            code=card.code, card_name=card.name, section=section, lines=lines)))

    for key, record in by_name.items():
        card, lines, positions = record["card"], record["lines"], record["positions"]
        count = len(lines)
        allowed = banlist.limit(key) if banlist is not None else MAX_COPIES
        if allowed < MAX_COPIES and count > allowed:
            found.append((positions[allowed], Problem(
                "banlist", _banlist_message(card, banlist, allowed, count),
                code=card.code, card_name=card.name, lines=lines[allowed:])))
        elif count > MAX_COPIES:
            found.append((positions[MAX_COPIES], Problem(
                "copies", "%s: %d copies of this name; at most %d in Main, Extra and Side "
                "Deck together%s" % (_label(card), count, MAX_COPIES, _artworks(record)),
                code=card.code, card_name=card.name, lines=lines[MAX_COPIES:])))

    for record in by_printed.values() if require_implemented else ():
        card, lines, positions = record["card"], record["lines"], record["positions"]
        if not _implemented(card, record["codes"]):
            found.append((positions[0], Problem(
                "not-implemented", "%s is not implemented yet%s" % (_label(card), _copies(lines)),
                code=card.code, card_name=card.name, lines=lines)))

    found.sort(key=lambda item: item[0])  # stable: placement before engine support
    return [problem for _position, problem in found] + _size_problems(deck, limits)


def check_playable(deck, banlist=None, require_implemented=True, rules=None):
    """Raise DeckError listing every problem unless the deck is legal and playable."""
    problems = validate_deck(deck, banlist=banlist, require_implemented=require_implemented, rules=rules)
    if problems:
        raise DeckError(problems, getattr(deck, "name", None))
    return deck


def is_legal(deck, banlist=None, require_implemented=True, rules=None):
    return not validate_deck(deck, banlist=banlist, require_implemented=require_implemented, rules=rules)


# --- helpers ----------------------------------------------------------------------------

def _entries_in_order(deck):
    """Entries sorted by source line when every entry has one (so "the 4th copy" is the 4th
    in the file), else in Main, Extra, Side order."""
    entries = list(deck.entries())
    if entries and all(line is not None for _s, _i, _c, line in entries):
        entries.sort(key=lambda e: e[3])
    return entries


def _placement_rule(card, section):
    if card.is_token:
        return "token"
    if section == "main" and card.is_extra_deck:
        return "extra-monster-in-main"
    if section == "extra" and not card.is_extra_deck:
        return "not-extra-deck-card"
    return None


def _placement_message(rule, card, section):
    label = _label(card)
    if rule == "token":
        return "%s is a Token; Tokens are never part of a deck" % label
    if rule == "extra-monster-in-main":
        return "%s is a %s monster: it goes in the Extra Deck, not the Main Deck" % (
            label, _extra_kind(card))
    kind = "Main Deck monster" if card.is_monster else "%s Card" % card.card_type
    return ("%s is a %s: the Extra Deck holds only Fusion, Synchro, Xyz and Link monsters"
            % (label, kind))


def _extra_kind(card):
    for kind in ("Fusion", "Synchro", "Xyz", "Link"):
        if kind in card.kinds:
            return kind
    return "Extra Deck"


def _banlist_message(card, banlist, allowed, count):
    if allowed == 0 and banlist.whitelist and not banlist.is_listed(card.code):
        return ("%s is not on the %s list, which allows only the cards it lists" % (
            _label(card), banlist.name))
    if allowed == 0:
        return "%s is Forbidden in %s" % (_label(card), banlist.name)
    status = {1: "Limited", 2: "Semi-Limited"}[allowed]
    return "%s is %s in %s: at most %d cop%s, the deck has %d" % (
        _label(card), status, banlist.name, allowed, "y" if allowed == 1 else "ies", count)


def _implemented(card, codes):
    # Alternate artworks share a script; any artwork known to the registry counts.
    if registry.is_implemented(card):
        return True
    return any(registry.is_implemented(db.get_card(code))
               for code in sorted(set(codes)) if code != card.code)


def size_limits(rules=None):
    """{section: (fewest, most or None for no limit)} under `rules` (Rules or a preset name;
    None: seed 000's, SIZE_LIMITS)."""
    if rules is None:
        return SIZE_LIMITS
    from duelist.engine.rules import get_rules
    rules = get_rules(rules)
    return {"main": (SIZE_LIMITS["main"][0], rules.main_deck_max),
            "extra": (SIZE_LIMITS["extra"][0], rules.extra_deck_max),
            "side": SIZE_LIMITS["side"]}


def _size_problems(deck, limits=SIZE_LIMITS):
    problems = []
    for section in SECTIONS:
        low, high = limits[section]
        codes = deck.section(section)
        count = len(codes)
        title = SECTION_TITLES[section]
        if count < low:
            problems.append(Problem(
                "%s-size" % section, "%s has %d card%s; it needs %s" % (
                    title, count, "" if count == 1 else "s",
                    "%d to %d" % (low, high) if high is not None else "at least %d" % low), section=section))
        elif high is not None and count > high:
            extra_lines = [deck.line_of(section, i) for i in range(high, count)]
            need = "%d to %d" % (low, high) if low else "at most %d" % high
            problems.append(Problem(
                "%s-size" % section, "%s has %d cards; it may hold %s" % (title, count, need),
                section=section, lines=extra_lines))
    return problems


def _label(card):
    return "%s (%d)" % (card.name, card.code)


def _copies(lines):
    known = [n for n in lines if n is not None]
    if len(known) > 1:
        return " (lines %s)" % ", ".join(str(n) for n in known)
    if len(lines) > 1:
        return " (%d copies)" % len(lines)
    return ""


def _artworks(record):
    codes = sorted(set(record["codes"]))
    if len(codes) > 1:
        cards = [db.get_card(c) for c in codes]
        what = "artworks" if len(set(c.alias or c.code for c in cards)) == 1 else "cards"
        return " (%s %s count as one name)" % (what, ", ".join(str(c) for c in codes))
    return ""
