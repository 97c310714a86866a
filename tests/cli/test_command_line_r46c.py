"""The `duelist` command itself as a user meets it: how it starts, its sub-commands, its
errors as one clear line (round 46c)."""

import sys

from duelist.cli import main as cli_main


def test_the_duelist_command_on_pypy_runs_itself_again_with_the_bigger_gc_nursery(monkeypatch, capsys):
    calls = []

    def execve(path, argv, env):
        calls.append((path, argv, env.get("PYPY_GC_NURSERY")))
        raise OSError("not this time")          # the command then runs on as it is

    monkeypatch.setattr(cli_main, "pypy_gc_environment",
                        lambda environ, implementation, platform_name: dict(environ, PYPY_GC_NURSERY="64M"))
    monkeypatch.setattr(cli_main.os, "execve", execve)
    argv = ["/venv/bin/duelist", "deck", "convert", "yugi_normals", "--to", "ydke"]
    monkeypatch.setattr(sys, "argv", argv)
    assert cli_main.main() == 0
    assert capsys.readouterr().out.startswith("ydke://")
    assert calls == [(sys.executable, [sys.executable] + argv, "64M")]
    # called from Python code (argv given) it never re-runs itself
    assert cli_main.main(argv[1:]) == 0
    assert len(calls) == 1


def test_the_hints_name_duelist_when_the_running_launcher_is_the_one_on_path(monkeypatch, tmp_path):
    """The end screen's "Watch it: duelist replay ..." must name a command the player can type."""
    from duelist.cli.common import command_name
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    launcher = bin_dir / "duelist"
    launcher.write_text("#!/bin/sh\n")
    launcher.chmod(0o755)
    monkeypatch.delenv("DUELIST_COMMAND", raising=False)
    monkeypatch.setenv("PATH", str(bin_dir))
    monkeypatch.setattr(sys, "argv", [str(launcher), "play"])
    assert command_name() == "duelist"
    other = tmp_path / "venv" / "duelist"           # another launcher than the one on PATH
    other.parent.mkdir()
    other.write_text("#!/bin/sh\n")
    monkeypatch.setattr(sys, "argv", [str(other), "play"])
    assert command_name() == str(other)
