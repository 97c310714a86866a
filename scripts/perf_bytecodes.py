"""Issue 11 tooling: CPython bytecodes executed per turn, in all and by function.

    python scripts/perf_bytecodes.py [--pairs starter,goat-warrior-zombie] [--duels 16] [--top 25] [--rules GOAT]

For each pair, in a child process with PYTHONHASHSEED=0, it plays 3 warm-up duels, then
`--duels` random-agent duels of `duelist bench` (seeds 100...) under `sys.settrace` with
`f_trace_opcodes`, and prints bytecodes per turn and per decision and, with `--top N`, the N
functions that ran the most bytecodes themselves (exclusive) and the N with the most
including what they called (inclusive; a recursive function is counted once per frame).
Deterministic and independent of the machine's load (rounds 17b-19b measured this way while
four jobs shared two cores), but slow: about 40x a plain run. Counts only Python code
(builtins such as `sorted` or `dict.get` count as the one bytecode that calls them).
Tool output is not kept in the repo (docs/performance.md records the figures).
"""
import argparse
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)


def _child(name, duels, top, rules="MR5"):
    from duelist.cli.bench_cmd import PAIRS, _play_out, duel_maker
    from duelist.cli.common import load_playable_deck
    from duelist.engine.rules import get_rules
    Duel = duel_maker(rules)          # (`duelist bench --rules`: the duels under that preset)
    d1, d2, _ = dict(PAIRS)[name]
    deck1 = load_playable_deck(d1, "deck 1", rules=get_rules(rules))
    deck2 = load_playable_deck(d2, "deck 2", rules=get_rules(rules))
    for s in range(3):
        _play_out(Duel(deck1, deck2, seed=s), s)
    own = {}                 # code -> bytecodes run in its own frames
    incl = {}                # code -> bytecodes run in its frames and below
    stack = []               # [code, count at entry] per live traced frame
    total = [0]

    def tracer(frame, event, arg):
        if event == "call":
            frame.f_trace_opcodes = True
            frame.f_trace_lines = False
            stack.append((frame.f_code, total[0]))
            return local
        return None

    def local(frame, event, arg):
        if event == "opcode":
            total[0] += 1
            code = frame.f_code
            own[code] = own.get(code, 0) + 1
        elif event == "return":
            code, start = stack.pop()
            if not any(c is code for c, _ in stack):
                incl[code] = incl.get(code, 0) + total[0] - start
        return local

    turns = decisions = 0
    sys.settrace(tracer)
    try:
        for s in range(100, 100 + duels):
            duel = _play_out(Duel(deck1, deck2, seed=s), s)
            turns += duel.turn
            decisions += len(duel.answers)
    finally:
        sys.settrace(None)
    print("%-24s %4d turns %6d decisions  %9.1f bytecodes/turn  %7.1f /decision"
          % (name, turns, decisions, total[0] / turns, total[0] / decisions))

    def label(code):
        path = os.path.relpath(code.co_filename, ROOT)
        return "%s:%d %s" % (path, code.co_firstlineno, code.co_name)

    if top:
        for title, table in (("exclusive", own), ("inclusive", incl)):
            print("  top %d %s (bytecodes a turn, share of the turn)" % (top, title))
            for code, n in sorted(table.items(), key=lambda kv: -kv[1])[:top]:
                print("    %9.1f %5.1f%%  %s" % (n / turns, 100.0 * n / total[0], label(code)))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", default="normals,starter,goat-warrior-zombie,goat-gravekeeper-burn,"
                                       "goat-control-monarch")
    ap.add_argument("--duels", type=int, default=16)
    ap.add_argument("--top", type=int, default=0)
    ap.add_argument("--rules", default="MR5", help="rules preset of the duels (default MR5, as "
                                                   "`duelist bench`)")
    ap.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        _child(args.child, args.duels, args.top, args.rules)
        return 0
    for name in args.pairs.split(","):
        proc = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", name,
                               "--duels", str(args.duels), "--top", str(args.top), "--rules", args.rules],
                              env=dict(os.environ, PYTHONHASHSEED="0"))
        if proc.returncode != 0:
            return proc.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
