"""Issue 11 tooling: interpreter instructions per turn (callgrind), a load-independent
measure for comparing two trees on a busy machine (CPU-time rates swing 20-50% there).

    python scripts/perf_instructions.py [--pairs starter,goat-warrior-zombie] [--duels 4]

For each pair it runs valgrind's callgrind on this interpreter with instrumentation off,
plays 3 warm-up duels, runs `gc.collect()`, switches instrumentation on around the duel loop
(`--duels` random-agent duels, seeds 100...) and prints instructions per turn and per
decision. The child runs with PYTHONHASHSEED=0 (string hashes move a figure by up to 0.3%
between runs otherwise). Needs valgrind; run it on the interpreter binary itself, not a shell shim (a pyenv
shim is a shell script: `python -c "import sys; print(sys.executable)"` shows the binary).
"""
import argparse
import gc
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)


def _child(name, duels):
    from duelist.cli.bench_cmd import PAIRS, _play_out
    from duelist.cli.common import load_playable_deck
    from duelist.engine.duel import Duel
    d1, d2, _ = dict(PAIRS)[name]
    deck1, deck2 = load_playable_deck(d1, "deck 1"), load_playable_deck(d2, "deck 2")
    for s in range(3):
        _play_out(Duel(deck1, deck2, seed=s), s)
    gc.collect()
    subprocess.check_call(["callgrind_control", "-i", "on", str(os.getpid())], stdout=subprocess.DEVNULL)
    turns = decisions = 0
    for s in range(100, 100 + duels):
        duel = _play_out(Duel(deck1, deck2, seed=s), s)
        turns += duel.turn
        decisions += len(duel.answers)
    subprocess.check_call(["callgrind_control", "-i", "off", str(os.getpid())], stdout=subprocess.DEVNULL)
    print("TURNS %d %d" % (turns, decisions))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", default="normals,starter,goat-warrior-zombie,goat-control-monarch")
    ap.add_argument("--duels", type=int, default=4)
    ap.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        _child(args.child, args.duels)
        return 0
    for name in args.pairs.split(","):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "cg.out")
            proc = subprocess.run(
                ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--callgrind-out-file=" + out,
                 sys.executable, os.path.abspath(__file__), "--child", name, "--duels", str(args.duels)],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                env=dict(os.environ, PYTHONHASHSEED="0"))
            m = re.search(r"TURNS (\d+) (\d+)", proc.stdout)
            if proc.returncode != 0 or m is None:
                sys.stderr.write(proc.stderr[-3000:])
                return 1
            turns, decisions = int(m.group(1)), int(m.group(2))
            total = None
            with open(out) as handle:
                for line in handle:
                    if line.startswith(("summary:", "totals:")):
                        total = int(line.split()[1])
            print("%-24s %3d turns %5d decisions  %.3f M instructions/turn  %.1f k/decision"
                  % (name, turns, decisions, total / turns / 1e6, total / decisions / 1e3))
    return 0


if __name__ == "__main__":
    sys.exit(main())
