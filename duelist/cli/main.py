"""The `duelist` command."""

import argparse
import os
import sys

# PyPy's GC nursery (its young generation): PyPy sizes it from the CPU cache, 1 MB or so on
# common machines, and effect-deck duels allocate ~580 KB a turn, so a minor collection
# runs every two turns and the JIT's first seconds spend half their time in the GC. With
# 16 MB, effect decks ran about 50% faster over the first 10 s and 6-12% faster once warm
# (docs/performance.md, round 4e). With 64 MB, on the code of round 7 (round 8e, paired
# runs, 5 s windows of CPU time): Goat W/Z and Control/Monarch were ahead of 16 MB in all
# six runs once warm (+3%, +47%, +20%; +26%, +4%, +12%) and over their first 10 s in five
# (up to +90%); Normal Monsters +31% (rounds 6d and 8d). The cost: 48 MB more memory per
# process, allocated once (the nursery is reused; not per duel). 32 MB was between the two.
# PyPy reads the size only at start-up, from the
# environment, so the `duelist` command re-runs itself once with it set, unless the user
# set it (any value) or DUELIST_PYPY_GC_DEFAULTS=1 asks for PyPy's own size.
PYPY_GC_NURSERY = "64M"

# sub-command name -> module exposing add_parser(subparsers) and run(args) -> int
COMMANDS = (
    ("play", "duelist.cli.play_cmd"),
    ("duel", "duelist.cli.duel_cmd"),
    ("match", "duelist.cli.match_cmd"),
    ("card", "duelist.cli.card_cmd"),
    ("deck", "duelist.cli.deck_cmd"),
    ("replay", "duelist.cli.replay_cmd"),
    ("bench", "duelist.cli.bench_cmd"),
    ("sim", "duelist.cli.sim_cmd"),
    ("serve", "duelist.cli.serve_cmd"),
    ("arena", "duelist.cli.arena_cmd"),
    ("odds", "duelist.cli.odds_cmd"),
)


def build_parser():
    import importlib
    from duelist import __version__
    parser = argparse.ArgumentParser(prog="duelist", description="Yu-Gi-Oh! OCG duel engine")
    parser.add_argument("--version", action="version", version="duelist " + __version__)
    sub = parser.add_subparsers(dest="command")
    for name, module_name in COMMANDS:
        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:  # a command still being written must not break the others
            if exc.name != module_name:
                raise
            continue
        module.add_parser(sub)
    return parser


def pypy_gc_environment(environ, implementation, platform_name):
    """The environment to re-run the command with on PyPy (a bigger GC nursery), or None
    when the command should run as it is."""
    if implementation != "pypy" or platform_name != "posix":
        return None
    if "PYPY_GC_NURSERY" in environ or environ.get("DUELIST_PYPY_GC_DEFAULTS"):
        return None
    env = dict(environ)
    env["PYPY_GC_NURSERY"] = PYPY_GC_NURSERY
    return env


def _same_command(argv):
    """The interpreter's argument list that runs this command again, found the same way:
    `python -m duelist ...` again with -m; the `duelist` script by its path."""
    if os.path.basename(argv[0]) == "__main__.py":
        return [sys.executable, "-m", "duelist"] + argv[1:]
    return [sys.executable] + argv


def main(argv=None):
    if argv is None:
        # the command line itself (not a call from Python code, e.g. the tests)
        env = pypy_gc_environment(os.environ, sys.implementation.name, os.name)
        if env is not None:
            try:
                os.execve(sys.executable, _same_command(sys.argv), env)
            except OSError:
                pass            # run on as it is
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help()
        return 2
    try:
        return args.run(args) or 0
    except KeyboardInterrupt:
        print("\ninterrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
