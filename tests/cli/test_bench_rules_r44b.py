"""`duelist bench --rules PRESET` (stop 44): a researcher who trains on Goat decks plays them
under the GOAT rules, and the bench measures what they play. MR5 stays the default (every
earlier figure was played under it), and the figures say which rules they were played under.
Speed itself is measured by the bench, never asserted by a test."""

import json

from duelist.cli import bench_cmd
from duelist.cli.main import build_parser, main
from duelist.engine.rules import get_rules

QUICK = ["--seconds", "0.05", "--samples", "2", "--warmup", "0"]


def test_the_figures_name_mr5_by_default_and_goat_when_asked(capsys):
    assert main(["bench", "--decks", "goat-warrior-zombie", "--json"] + QUICK) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["rules"] == "MR5"
    assert "rules MR5 for every duel (the default)" in captured.err
    # the preset is named in its own spelling, whatever case was typed
    assert main(["bench", "--decks", "goat-warrior-zombie", "--json", "--rules", "goat"] + QUICK) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["rules"] == "GOAT"
    assert "rules GOAT for every duel" in captured.err


def test_the_text_output_names_the_rules_in_the_header_and_beside_each_pair(capsys):
    assert main(["bench", "--decks", "normals", "--rules", "GOAT"] + QUICK) == 0
    out = capsys.readouterr().out
    assert "rules GOAT for every duel (--rules; the default is MR5)" in out
    assert "(Normal Monsters only), rules GOAT" in out


def test_every_duel_the_bench_makes_for_a_goat_run_is_played_under_the_goat_rules(monkeypatch, capsys):
    goat = get_rules("GOAT")
    made = []
    real_maker = bench_cmd.duel_maker

    def recording_maker(rules=None):
        make = real_maker(rules)

        def make_and_record(*args, **kwargs):
            duel = make(*args, **kwargs)
            made.append(duel.rules)
            return duel
        return make_and_record

    monkeypatch.setattr(bench_cmd, "duel_maker", recording_maker)
    assert main(["bench", "--decks", "goat-control-monarch", "--rules", "GOAT", "--json"] + QUICK) == 0
    capsys.readouterr()
    # warm-up, duel loop, set-up, live and finished duels (with and without their log)
    assert len(made) >= 3 + 1 + 20 + 10 + 5
    assert all(rules is goat for rules in made)


def test_the_duel_maker_plays_the_preset_it_is_given_and_mr5_by_default():
    deck1, deck2 = "goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"
    from duelist.cli.common import load_playable_deck
    d1, d2 = load_playable_deck(deck1, "deck 1"), load_playable_deck(deck2, "deck 2")
    assert bench_cmd.duel_maker("GOAT")(d1, d2, seed=3).rules is get_rules("GOAT")
    assert bench_cmd.duel_maker()(d1, d2, seed=3).rules is get_rules("MR5")
    assert bench_cmd.duel_maker("MR5")(d1, d2, seed=3, keep_log=False).rules is get_rules("MR5")


def test_a_pair_measured_in_its_own_process_is_played_under_the_same_rules(capsys):
    import argparse
    args = argparse.Namespace(seconds=5.0, warmup="auto", warmup_max=90.0, samples=200, rules="GOAT")
    cmd = bench_cmd._child_command("goat-warrior-zombie", args)
    assert build_parser().parse_args(cmd[3:]).rules == "GOAT"
    # and end to end: each child's own figures say GOAT (the child reports what it played)
    assert main(["bench", "--decks", "normals,starter", "--json", "--process", "own",
                 "--rules", "GOAT"] + QUICK) == 0
    pairs = json.loads(capsys.readouterr().out)
    assert [(p["pair"], p["process"], p["rules"]) for p in pairs] == \
        [("normals", "own", "GOAT"), ("starter", "own", "GOAT")]


def test_an_unknown_preset_is_a_clear_error_before_anything_is_measured(capsys):
    assert main(["bench", "--decks", "normals", "--rules", "MR9"] + QUICK) == 2
    captured = capsys.readouterr()
    assert "unknown rules preset 'MR9'" in captured.err
    assert "GOAT" in captured.err and "MR5" in captured.err
    assert "Traceback" not in captured.err
    assert "duelist bench:" not in captured.out + captured.err
