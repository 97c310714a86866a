"""`duelist card NAME|PASSCODE`: show a card's facts and whether the engine plays it."""

import json
import sys

SETS_SHOWN = 5


def add_parser(subparsers):
    parser = subparsers.add_parser(
        "card", help="show a card's facts",
        description="Show a card's facts, looked up by passcode or by exact name in "
                    "English, Japanese, Korean or Chinese; suggests close names on a miss.")
    parser.add_argument("query", nargs="+", metavar="NAME|PASSCODE",
                        help="a passcode (e.g. 46986414) or a card name (quotes optional)")
    parser.add_argument("--json", action="store_true", help="print the facts as JSON")
    parser.add_argument("--rules", metavar="PRESET",
                        help="describe the card as that rule set plays it (GOAT: the 2005 card "
                             "texts; MR1..MR5: today's)")
    parser.set_defaults(run=run)
    return parser


def run(args):
    from duelist.cards import db
    try:
        return _run(args)
    except db.CardDatabaseError as exc:
        print("duelist card: %s" % exc, file=sys.stderr)
        return 1


def _run(args):
    from duelist.cards import db
    from duelist.cards.registry import support_status

    era = None
    if args.rules:
        from duelist.engine.rules import get_rules
        try:
            era = get_rules(args.rules).card_texts
        except ValueError as exc:
            print("duelist card: %s" % exc, file=sys.stderr)
            return 2
    text = " ".join(args.query)
    try:
        card = db.find_card(text)
    except db.AmbiguousCardNameError as exc:
        print("duelist card: %r names several cards; give a passcode:" % exc.query, file=sys.stderr)
        for other in exc.candidates:
            print("  %08d  %s" % (other.code, other.name), file=sys.stderr)
        return 1
    except db.UnknownCardError as exc:
        if isinstance(exc.query, int):
            print("duelist card: no card with passcode %08d" % exc.query, file=sys.stderr)
        else:
            print("duelist card: no card named %r" % exc.query, file=sys.stderr)
        if exc.suggestions:
            print("did you mean:", file=sys.stderr)
            for other in exc.suggestions:
                print("  %08d  %s" % (other.code, other.name), file=sys.stderr)
        return 1
    if args.json:
        facts = db.card_to_dict(card)
        facts["engine"] = support_status(card)
        from duelist.cards.registry import describe_card
        facts["description"] = describe_card(card, era)
        print(json.dumps(facts, ensure_ascii=False, indent=2))
    else:
        print("\n".join(describe(card, db.alternate_codes(card.code), support_status(card), era)))
    return 0


def describe(card, alternates, status, era=None):
    """The card's facts as lines of text (`era`: whose card texts "About" describes)."""
    lines = [card.name]
    for lang, name in card.names.items():
        lines.append("  %-6s %s" % (lang, name))
    others = [code for code in alternates if code != card.code]
    if card.alias != card.code:
        passcode = "%08d (alternate artwork of %08d)" % (card.code, card.alias)
    elif others:
        passcode = "%08d (alternate artworks: %s)" % (
            card.code, ", ".join("%08d" % code for code in others))
    else:
        passcode = "%08d" % card.code
    lines.append("Passcode: " + passcode)
    if card.konami_id is not None:
        lines.append("Konami ID: %d" % card.konami_id)
    if card.is_monster:
        lines.append("Card: Monster (%s)" % " / ".join((card.race,) + card.kinds))
        lines.append("Attribute: %s" % card.attribute)
        if "Link" in card.kinds:
            lines.append("Link: %d (%s)" % (card.link, ", ".join(card.link_arrows)))
            lines.append("ATK: %s" % _stat(card.atk))
        else:
            if "Xyz" in card.kinds:
                lines.append("Rank: %d" % card.rank)
            else:
                lines.append("Level: %d" % card.level)
            lines.append("ATK/DEF: %s/%s" % (_stat(card.atk), _stat(card.defense)))
        if card.scale is not None:
            lines.append("Pendulum Scale: %d" % card.scale)
        if card.materials:
            lines.append("Materials: %s" % card.materials)
    else:
        lines.append("Card: %s %s" % (card.property or "", card.card_type))
    if card.series:
        lines.append("Series: %s" % ", ".join(card.series))
    if card.limits:
        lines.append("Limits: %s" % ", ".join(
            "%s %s" % (fmt.upper() if fmt != "speed" else "Speed", status)
            for fmt, status in card.limits.items()))
    for label, sets in (("Sets (en)", card.sets_en), ("Sets (ja)", card.sets_ja)):
        if sets:
            shown = ", ".join(sets[:SETS_SHOWN])
            if len(sets) > SETS_SHOWN:
                shown += " ... (%d in all)" % len(sets)
            lines.append("%s: %s" % (label, shown))
    lines.append("Engine: " + status)
    from duelist.cards.registry import describe_card
    about = describe_card(card, era)
    if about:
        lines.append("About: " + about)
    if era and era != "current":
        from duelist.cards.registry import era_differs
        lines.append("Card text: %s (%s)" % (era, "differs from today's" if era_differs(card, era)
                                             else "same as today's"))
    return lines


def _stat(value):
    return "?" if value is None else str(value)
