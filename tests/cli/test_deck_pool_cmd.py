"""`duelist deck pool`: how much of a format's card pool the engine plays, as a player building
a Goat deck asks it ("can I play this card here?"), and the list of cards still missing."""

import json

from duelist.cards.db import database
from duelist.cards.registry import is_implemented
from duelist.cli.main import main
from duelist.deck.banlist import load_banlist
from duelist.deck.pool import card_pool, pool_summary


def _deck(capsys, *argv):
    status = main(["deck"] + list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _entry(pool, name):
    found = [entry for entry in pool if entry.card.name == name]
    assert len(found) == 1, name
    return found[0]


def test_the_goat_pool_is_the_whitelist_cards_allowed_at_one_copy_or_more():
    """Q: What is the GOAT format's pool? A: the cards its whitelist names at 1-3 copies: a
    forbidden card (Dark Hole) is not in it, a limited one (Sangan) is, at 1 copy, and a card
    the list does not name (Cyber Dragon, printed after 2005) is not."""
    pool = card_pool(load_banlist("GOAT"))
    names = {entry.card.name for entry in pool}
    assert "Dark Hole" not in names and "Cyber Dragon" not in names
    assert _entry(pool, "Sangan").limit == 1
    assert _entry(pool, "Scapegoat").limit == 3


def test_each_card_of_the_pool_says_whether_the_engine_plays_it():
    """Q: Which pool cards can a deck hold today? A: those with a card script or that the rules
    alone play (a Normal Monster): Sangan (a script) and Battle Ox (a Normal Monster) are
    implemented; the pool's count of implemented cards is the count of those entries."""
    pool = card_pool(load_banlist("GOAT"))
    assert _entry(pool, "Sangan").implemented and _entry(pool, "Battle Ox").implemented
    for entry in pool:
        assert entry.implemented == is_implemented(entry.card)
    summary = pool_summary(pool)
    assert summary["all"] == [sum(1 for e in pool if e.implemented), len(pool)]
    assert summary["Monster"][1] + summary["Spell"][1] + summary["Trap"][1] == len(pool)


def test_a_list_that_is_no_whitelist_allows_every_card_it_does_not_forbid_and_no_token():
    """Q: And for the TCG list? A: every card of the database by name, less those it forbids
    and the Tokens (never part of a deck): one entry per card name."""
    banlist = load_banlist("TCG")
    pool = card_pool(banlist)
    codes = [entry.card.code for entry in pool]
    assert len(codes) == len(set(codes))
    assert all(banlist.limit(code) > 0 for code in codes)
    assert not any(entry.card.is_token for entry in pool)
    assert len(pool) < len(database())


def test_the_command_prints_the_counts_and_with_missing_the_cards_not_implemented(capsys):
    """Q: What does `duelist deck pool GOAT --missing --kind Trap` print? A: the implemented and
    total Traps of the pool, then one line per Trap not implemented (passcode, copies, name)."""
    pool = [e for e in card_pool(load_banlist("GOAT")) if e.card.card_type == "Trap"]
    missing = [e for e in pool if not e.implemented]
    status, out, err = _deck(capsys, "pool", "GOAT", "--missing", "--kind", "Trap")
    assert status == 0 and err == ""
    lines = out.splitlines()
    done = len(pool) - len(missing)
    assert lines[0].startswith("Banlist 2005.4 GOAT (the cards it names): the engine plays %d of %d cards"
                               % (done, len(pool)))
    assert lines[1].split() == ["Traps", str(done), "of", str(len(pool))]
    assert lines[2] == "Not implemented yet (%d; passcode, copies allowed, name):" % len(missing)
    first = missing[0]
    assert lines[3] == "  %08d  %d  %s" % (first.card.code, first.limit, first.card.name)
    assert len(lines) == 3 + len(missing)


def test_the_json_output_carries_the_counts_and_the_missing_cards(capsys):
    """Q: Can a tool read the pool? A: `--json` gives the counts by kind and, with --missing,
    each missing card's passcode, name, kind and copies allowed."""
    status, out, _ = _deck(capsys, "pool", "GOAT", "--json", "--missing")
    assert status == 0
    document = json.loads(out)
    pool = card_pool(load_banlist("GOAT"))
    assert document["whitelist"] is True
    assert document["counts"]["all"] == {"implemented": sum(1 for e in pool if e.implemented),
                                         "cards": len(pool)}
    assert len(document["missing"]) == sum(1 for e in pool if not e.implemented)
    assert set(document["missing"][0]) == {"passcode", "name", "kind", "copies"}


def test_an_unknown_banlist_is_one_clear_error_with_status_2(capsys):
    status, out, err = _deck(capsys, "pool", "NO-SUCH-LIST")
    assert status == 2 and out == ""
    assert err.startswith("duelist deck: error: unknown banlist 'NO-SUCH-LIST'")
