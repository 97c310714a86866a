"""`duelist deck`: check, convert and list decks.

    duelist deck check FILE [--banlist NAME] [--rules-only]
    duelist deck convert FILE --to ydk|ydke [-o OUT]
    duelist deck list
    duelist deck pool BANLIST [--missing] [--kind Monster|Spell|Trap] [--json]

FILE is a `.ydk` path, a `ydke://` URL or the name of a bundled deck. `check` prints one
`FILE:LINE: message` line per problem, then a summary; exit status 0 when the deck is
legal (and playable), 1 when it has problems, 2 when it cannot be read.
"""

import sys

EXIT_OK, EXIT_PROBLEMS, EXIT_UNREADABLE = 0, 1, 2


def add_parser(subparsers):
    parser = subparsers.add_parser(
        "deck", help="check, convert and list decks",
        description="Check, convert and list decks (.ydk files, ydke:// URLs, bundled decks).")
    commands = parser.add_subparsers(dest="deck_command", metavar="COMMAND")

    check = commands.add_parser(
        "check", help="list every problem of a deck",
        description="List every problem of a deck with its line number. Exit status: 0 "
                    "legal, 1 problems found, 2 unreadable deck or unknown banlist.")
    check.add_argument("deck", metavar="FILE",
                       help="a .ydk file, a ydke:// URL or a bundled deck name")
    check.add_argument("--banlist", "-b", metavar="NAME",
                       help="apply a Forbidden/Limited list, e.g. OCG, TCG, GOAT or 2024.1 "
                            "(see `duelist deck list`)")
    check.add_argument("--rules", metavar="PRESET",
                       help="the rules preset the deck is for (MR1..MR5, GOAT): GOAT sets no upper "
                            "limit on the Main and Fusion Decks (default: 60 and 15)")
    check.add_argument("--rules-only", action="store_true",
                       help="check only the deck-building rules and banlist, not whether "
                            "the engine implements every card")
    check.set_defaults(run=run_check)

    convert = commands.add_parser(
        "convert", help="convert a deck between .ydk and ydke://",
        description="Write a deck as .ydk text or as a ydke:// URL.")
    convert.add_argument("deck", metavar="FILE",
                         help="a .ydk file, a ydke:// URL or a bundled deck name")
    convert.add_argument("--to", required=True, choices=("ydk", "ydke"), help="output format")
    convert.add_argument("--output", "-o", metavar="OUT",
                         help="write to this file instead of standard output")
    convert.set_defaults(run=run_convert)

    listing = commands.add_parser("list", help="list the bundled decks and banlists",
                                  description="List the bundled decks and banlists.")
    listing.set_defaults(run=run_list)

    pool = commands.add_parser(
        "pool", help="how much of a format's card pool the engine plays",
        description="Count the cards a banlist allows (a whitelist such as GOAT: the cards it "
                    "names; any other list: every card it does not forbid) and how many of "
                    "them the engine plays; --missing lists the others. Exit status 0, or 2 for "
                    "an unknown banlist.")
    pool.add_argument("banlist", metavar="BANLIST", help="e.g. GOAT, OCG, TCG (see `duelist deck list`)")
    pool.add_argument("--missing", action="store_true",
                      help="list the cards of the pool not implemented yet (passcode, copies allowed, name)")
    pool.add_argument("--kind", choices=("Monster", "Spell", "Trap"), help="only cards of this kind")
    pool.add_argument("--json", action="store_true", help="print the counts (and the list) as JSON")
    pool.set_defaults(run=run_pool)

    parser.set_defaults(run=lambda args: _usage(parser))
    return parser


def _usage(parser):
    parser.print_help(sys.stderr)
    return EXIT_UNREADABLE


def _fail(message):
    sys.stderr.write("duelist deck: error: %s\n" % message)
    return EXIT_UNREADABLE


def _load(argument):
    from duelist.deck.formats import load_deck
    return load_deck(argument)


def _label(argument):
    """How output lines name the deck: as given, except a long ydke URL."""
    if argument.strip().lower().startswith("ydke://"):
        return "ydke URL"
    return argument


def run_check(args, out=None):
    from duelist.deck.banlist import BanlistFormatError, UnknownBanlistError, load_banlist
    from duelist.deck.formats import DeckFormatError
    from duelist.deck.validate import validate_deck
    out = out or sys.stdout
    if getattr(args, "rules", None) is not None:
        from duelist.engine.rules import get_rules
        try:
            get_rules(args.rules)
        except ValueError as exc:
            return _fail(exc)
    try:
        deck = _load(args.deck)
        banlist = load_banlist(args.banlist) if args.banlist else None
    except DeckFormatError as exc:
        for error in exc.errors:        # every unreadable line, not only the first
            _fail(error)
        partial = getattr(exc, "partial_deck", None)
        if partial is not None:         # and every problem of the lines that could be read
            try:
                banlist = load_banlist(args.banlist) if args.banlist else None
            except (UnknownBanlistError, BanlistFormatError) as bad:
                return _fail(bad)
            label = _label(args.deck)
            for problem in validate_deck(partial, banlist=banlist, require_implemented=not args.rules_only,
                                         rules=getattr(args, "rules", None)):
                if problem.line is not None:
                    sys.stderr.write("duelist deck: error: %s:%d: %s\n" % (label, problem.line, problem.message))
        if len(exc.errors) > 1:
            sys.stderr.write("duelist deck: %d unreadable lines\n" % len(exc.errors))
        return EXIT_UNREADABLE
    except (UnknownBanlistError, BanlistFormatError) as exc:
        return _fail(exc)
    label = _label(args.deck)
    problems = validate_deck(deck, banlist=banlist, require_implemented=not args.rules_only,
                             rules=getattr(args, "rules", None))
    for problem in problems:
        where = "%s:%d" % (label, problem.line) if problem.line is not None else label
        out.write("%s: %s\n" % (where, problem.message))
    sizes = "Main %d, Extra %d, Side %d" % (len(deck.main), len(deck.extra), len(deck.side))
    against = "banlist %s" % banlist.name if banlist is not None else "no banlist"
    if not args.rules_only:
        against += ", engine support checked"
    if problems:
        out.write("%s: %d problem%s (%s; %s)\n" % (
            label, len(problems), "" if len(problems) == 1 else "s", sizes, against))
        return EXIT_PROBLEMS
    out.write("%s: legal (%s; %s)\n" % (label, sizes, against))
    return EXIT_OK


def run_convert(args, out=None):
    from duelist.deck.formats import DeckFormatError, format_ydk, format_ydke
    out = out or sys.stdout
    try:
        deck = _load(args.deck)
        text = format_ydk(deck) if args.to == "ydk" else format_ydke(deck) + "\n"
    except DeckFormatError as exc:
        return _fail(exc)
    if args.output:
        try:
            with open(args.output, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(text)
        except OSError as exc:
            return _fail("%s: cannot write (%s)" % (args.output, exc.strerror or exc))
    else:
        out.write(text)
    return EXIT_OK


def run_list(args, out=None):
    from duelist.deck.banlist import banlist_aliases, list_banlists, load_banlist
    from duelist.deck.formats import list_bundled_decks, load_bundled_deck
    out = out or sys.stdout
    from duelist.deck.validate import validate_deck
    out.write("Bundled decks (use the name as FILE; Main/Extra/Side; playable = every card "
              "implemented):\n")
    for name in list_bundled_decks():
        deck = load_bundled_deck(name)
        about = (deck.comment or "").split("\n")[0]
        missing = [p for p in validate_deck(deck, require_implemented=True)
                   if "not implemented" in p.message]
        playable = "playable" if not missing else "%d not impl." % len(missing)
        out.write("  %-50s %2d/%2d/%2d  %-14s %s\n" % (
            name, len(deck.main), len(deck.extra), len(deck.side), playable,
            (about[:47] + "...") if len(about) > 50 else about))
    aliases = {}
    for alias, name in sorted(banlist_aliases().items()):
        aliases.setdefault(name, []).append(alias)
    out.write("\nBanlists (use with --banlist; names are case-insensitive). The current lists come\n"
              "from EDOPro's files (2026.05 TCG), the history from ygopro, whose names have no zero\n"
              "(2026.5 TCG) and no region for OCG lists (2026.7):\n")
    for name in list_banlists():
        banlist = load_banlist(name)
        notes = ["ygopro history" if getattr(banlist, "source", "") == "ygopro-lflist.conf"
                 else "file %s" % getattr(banlist, "source", "?")]
        if name in aliases:
            notes.append("also: " + ", ".join(aliases[name]))
        if banlist.whitelist:
            notes.append("whitelist")
        out.write("  %-22s %4d entries%s\n" % (
            name, len(banlist.entries), ("  (%s)" % "; ".join(notes)) if notes else ""))
    return EXIT_OK


def run_pool(args, out=None):
    """`duelist deck pool`: the pool's counts by kind, implemented / all; the missing cards."""
    import json
    from duelist.deck.banlist import BanlistFormatError, UnknownBanlistError, load_banlist
    from duelist.deck.pool import KINDS, card_pool, pool_summary
    out = out or sys.stdout
    try:
        banlist = load_banlist(args.banlist)
    except (UnknownBanlistError, BanlistFormatError) as exc:
        return _fail(exc)
    pool = card_pool(banlist)
    if args.kind:
        pool = [entry for entry in pool if entry.card.card_type == args.kind]
    summary = pool_summary(pool)
    missing = [entry for entry in pool if not entry.implemented]
    if args.json:
        document = {"banlist": banlist.name, "whitelist": bool(banlist.whitelist),
                    "kind": args.kind,
                    "counts": {key: {"implemented": done, "cards": total}
                               for key, (done, total) in summary.items() if total or key == "all"}}
        if args.missing:
            document["missing"] = [{"passcode": entry.card.code, "name": entry.card.name,
                                    "kind": entry.card.card_type, "copies": entry.limit}
                                   for entry in missing]
        out.write(json.dumps(document, indent=1, sort_keys=True) + "\n")
        return EXIT_OK
    done, total = summary["all"]
    scope = "the cards it names" if banlist.whitelist else "every card it does not forbid"
    out.write("Banlist %s (%s): the engine plays %d of %d cards (%.1f%%).\n"
              % (banlist.name, scope, done, total, 100.0 * done / total if total else 0.0))
    for kind in KINDS:
        done, total = summary[kind]
        if total:
            out.write("  %-8s %5d of %5d\n" % (kind + "s", done, total))
    if args.missing:
        out.write("Not implemented yet (%d; passcode, copies allowed, name):\n" % len(missing))
        for entry in missing:
            out.write("  %08d  %d  %s\n" % (entry.card.code, entry.limit, entry.card.name))
    return EXIT_OK
