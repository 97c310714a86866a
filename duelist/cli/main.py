"""The `duelist` command."""

import argparse
import sys

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


def main(argv=None):
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
