#!/usr/bin/env python3
"""Bundle the shared banlists and reference decks into the package.

    python3 scripts/import_banlists.py            # copy, then report
    python3 scripts/import_banlists.py --check    # exit 1 if the bundled copies are stale

Banlists: every file of ../shared/data/banlists/ is copied to duelist/deck/banlists/ as
published (passcodes, counts and `--` comments unchanged); only line ends become '\\n' and
a byte-order mark is dropped, so the output is the same on every machine. EDOPro's own ids
are mapped to real passcodes when a list is loaded (see duelist/deck/banlist.py); this
script reports what that mapping does for every list.

Reference decks: ../shared/data/decks/*.ydk and decks/goat/*.ydk are copied to
duelist/deck/decks/, the Goat ones prefixed "goat_" (package data is one flat folder).
Their first-line comments, which say where each list comes from, are kept.
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SOURCE = os.path.join(os.path.dirname(ROOT), "shared", "data")
sys.path.insert(0, ROOT)

BANLISTS_DEST = os.path.join(ROOT, "duelist", "deck", "banlists")
DECKS_DEST = os.path.join(ROOT, "duelist", "deck", "decks")


def normalised(path):
    with open(path, "rb") as handle:
        data = handle.read()
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    data = data.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    if data and not data.endswith(b"\n"):
        data += b"\n"
    return data


def planned_files(source):
    """[(source path, destination path)] in a fixed order."""
    plan = []
    banlists = os.path.join(source, "banlists")
    for name in sorted(os.listdir(banlists)):
        if name.endswith(".conf"):
            plan.append((os.path.join(banlists, name), os.path.join(BANLISTS_DEST, name)))
    decks = os.path.join(source, "decks")
    for folder, prefix in ((decks, ""), (os.path.join(decks, "goat"), "goat_")):
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith(".ydk"):
                plan.append((os.path.join(folder, name),
                             os.path.join(DECKS_DEST, prefix + name)))
    return plan


def copy_files(plan, check):
    stale = []
    for src, dest in plan:
        data = normalised(src)
        current = None
        if os.path.exists(dest):
            with open(dest, "rb") as handle:
                current = handle.read()
        if current == data:
            continue
        stale.append(dest)
        if not check:
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            with open(dest, "wb") as handle:
                handle.write(data)
    return stale


def report_mapping(out):
    from duelist.deck import banlist as banlist_module
    banlist_module._bundled = None  # re-read what was just written
    totals = [0, 0, 0]
    for name in banlist_module.list_banlists():
        banlist = banlist_module.load_banlist(name)
        banlist.limits()
        counts = (len(banlist.mapped), len(banlist.superseded), len(banlist.unmapped))
        totals = [a + b for a, b in zip(totals, counts)]
        if any(counts):
            out.write("%-22s %4d entries%s: %d EDOPro ids mapped by name, %d superseded by "
                      "the real card's own entry, %d unmapped\n"
                      % (name, len(banlist.entries), " (whitelist)" if banlist.whitelist else "",
                         counts[0], counts[1], counts[2]))
        for entry, real in banlist.superseded:
            kept = banlist.limit(real)
            verdict = ("same count" if kept == entry.count else
                       "DIFFERENT: the id says %d, the real card's own entry wins" % entry.count)
            out.write("    superseded: %d %r -> %d, listed with %d (%s)\n"
                      % (entry.code, entry.comment, real, kept, verdict))
        for entry in banlist.unmapped:
            out.write("    UNMAPPED: line %d: %d %r\n" % (entry.line, entry.code, entry.comment))
    out.write("all lists: %d EDOPro ids mapped, %d superseded, %d unmapped\n" % tuple(totals))
    return totals[2]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", default=DEFAULT_SOURCE,
                        help="shared data folder (default: %(default)s)")
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 when a bundled file differs")
    parser.add_argument("--no-report", action="store_true",
                        help="skip the EDOPro id mapping report (it needs the card database)")
    args = parser.parse_args(argv)

    plan = planned_files(args.source)
    stale = copy_files(plan, args.check)
    verb = "differ from the source" if args.check else "written"
    for path in stale:
        print("%s: %s" % (os.path.relpath(path, ROOT), verb))
    print("%d files checked, %d %s" % (len(plan), len(stale), verb))
    if args.check and stale:
        return 1
    if not args.no_report:
        report_mapping(sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
