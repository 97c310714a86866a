"""`duelist match`'s seed as its help promises it: 0 between agents when none is given (the
same command gives the same match), a fresh one, printed, when a human plays (round 46d)."""

import io

from duelist.cli.main import build_parser, main


def test_a_match_between_agents_without_a_seed_is_the_seed_0_match(capsys):
    argv = ["match", "--agents", "greedy,random", "--deck1", "yugi_normals", "--deck2", "kaiba_normals"]
    assert main(argv) == 0
    unseeded = capsys.readouterr().out
    assert main(argv + ["--seed", "0"]) == 0
    assert unseeded == capsys.readouterr().out
    assert main(argv + ["--seed", "1"]) == 0
    assert unseeded != capsys.readouterr().out
    assert "Seed: " not in unseeded         # (only a human's match has a seed of its own to tell)


def test_a_human_without_a_seed_gets_a_fresh_seed_and_is_told_it(monkeypatch):
    from duelist.cli import match_cmd
    monkeypatch.setattr(match_cmd, "random_seed", lambda: 4242)
    args = build_parser().parse_args(["match", "--human", "1"])
    out = io.StringIO()
    assert match_cmd.run(args, input_fn=lambda prompt: "q", out=out) == 0
    assert "Seed: 4242" in out.getvalue()
