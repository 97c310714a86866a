"""`duelist odds`: the exact chance of opening with what a deck needs.

    duelist odds goat_04_warrior_swarm_metagame_2005 --group starter="Marauding Captain,Exiled Force" \\
        --group outs="Mystic Swordsman LV2" --hand 5

prints the chance that a hand of 5 from the Main Deck holds at least one card of every
group (and of each group alone), computed exactly: inclusion-exclusion over the groups,
each term a hypergeometric count (a card may be in several groups).
"""

from fractions import Fraction
from itertools import combinations
from math import comb

from duelist.cli.common import fail


def add_parser(sub):
    p = sub.add_parser("odds", help="exact chance of opening with at least one card of each group")
    p.add_argument("deck", help="a deck file, ydke:// URL or bundled deck name")
    p.add_argument("--group", action="append", default=[], metavar="NAME=CARD,CARD...",
                   help="a group of cards (names or passcodes, comma-separated); repeat for more groups")
    p.add_argument("--hand", type=int, default=5, help="cards in the opening hand (default 5; 6 going second)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.set_defaults(run=run)


class OddsError(ValueError):
    pass


def chance_all(deck_size, hand, groups):
    """P(a hand of `hand` cards from `deck_size` holds at least one card of every group).
    groups: a list of sets of card positions (0..deck_size-1). Exact (a Fraction)."""
    if hand > deck_size:
        raise OddsError("a hand of %d cards needs a deck of at least %d cards (it has %d)"
                        % (hand, hand, deck_size))
    total = comb(deck_size, hand)
    count = 0
    for k in range(len(groups) + 1):
        for chosen in combinations(groups, k):
            union = set().union(*chosen) if chosen else set()
            count += (-1) ** k * comb(deck_size - len(union), hand)
    return Fraction(count, total)


def parse_group(text):
    if "=" not in text:
        raise OddsError("--group %r: expected NAME=CARD,CARD..." % text)
    name, cards = text.split("=", 1)
    if not name.strip() or not cards.strip():
        raise OddsError("--group %r: give a name and at least one card" % text)
    cards = split_cards(cards)
    if not cards:       # (commas alone: no card named)
        raise OddsError("--group %r: give a name and at least one card" % text)
    return name.strip(), cards


def split_cards(text):
    """Card names separated by commas; a name that holds a comma itself ("Winged Dragon,
    Guardian of the Fortress #1") is kept whole: the longest run of pieces that names a
    card wins."""
    from duelist.cards.db import UnknownCardError, find_card
    pieces = [p.strip() for p in text.split(",")]
    out = []
    i = 0
    while i < len(pieces):
        if not pieces[i]:
            i += 1
            continue
        for j in range(len(pieces), i, -1):
            candidate = ", ".join(pieces[i:j])
            try:
                find_card(candidate)
            except UnknownCardError:
                continue
            break
        else:
            j = i + 1
            candidate = pieces[i]       # unknown: reported by deck_groups with suggestions
        out.append(candidate)
        i = j
    return out


def deck_groups(deck_codes, group_specs, lines=None):
    """Positions of each group's cards in the deck; an unknown card (of the deck or of a
    group) or one that is not in the deck is an error that names it; `lines`: the deck
    file's line of each code, to say where an unknown one is."""
    from duelist.cards.db import UnknownCardError, canonical_code, find_card
    canon = []
    for index, code in enumerate(deck_codes):
        try:
            canon.append(canonical_code(code))
        except UnknownCardError as exc:
            line = lines[index] if lines else None
            raise OddsError("deck: %s: %s" % ("line %d" % line if line else "Main Deck card %d" % (index + 1),
                                              exc))
    groups = []
    for name, cards in group_specs:
        positions = set()
        for text in cards:
            try:
                card = find_card(text)
            except UnknownCardError as exc:
                raise OddsError("group %s: %s" % (name, exc))
            code = canonical_code(card.code)
            found = [i for i, c in enumerate(canon) if c == code]
            if not found:
                raise OddsError("group %s: %s is not in the Main Deck" % (name, card.name))
            positions.update(found)
        groups.append((name, positions))
    return groups


def run(args):
    from duelist.deck.formats import DeckFormatError, load_deck
    try:
        if not args.group:
            raise OddsError("give at least one --group NAME=CARD,CARD...")
        if args.hand < 1:
            raise OddsError("--hand must be at least 1")
        try:
            deck = load_deck(args.deck)
        except (DeckFormatError, LookupError, OSError) as exc:
            raise OddsError("deck: %s" % exc)
        specs = [parse_group(g) for g in args.group]
        groups = deck_groups(list(deck.main), specs, [deck.line_of("main", i) for i in range(len(deck.main))])
        size = len(deck.main)
        every = chance_all(size, args.hand, [g for _, g in groups])
        each = [(name, len(g), chance_all(size, args.hand, [g])) for name, g in groups]
    except OddsError as exc:
        return fail(str(exc))
    if args.json:
        import json
        print(json.dumps({"deck_size": size, "hand": args.hand, "all": float(every),
                          "all_exact": "%d/%d" % (every.numerator, every.denominator),
                          "groups": {name: {"cards": n, "chance": float(p)} for name, n, p in each}},
                         sort_keys=True))
        return 0
    print("%s: %d cards in the Main Deck, opening hand of %d" % (args.deck, size, args.hand))
    for name, n, p in each:
        print("  at least one %s (%d cards): %.2f%%" % (name, n, 100 * float(p)))
    label = "every group" if len(each) > 1 else "it"
    print("  at least one of %s: %.2f%% (exactly %d/%d)" % (label, 100 * float(every),
                                                          every.numerator, every.denominator))
    return 0
