"""Two `duelist bench` set-ups side by side: both at once, ROUNDS times, and the figures per pair.

    nice -n 10 python3 scripts/bench_paired.py --python pypy3 --rounds 2 \\
        "shared=--process shared" "own=--process own" -- --seconds 5

Each set-up is NAME=OPTIONS (options of `duelist bench`, split at spaces); the options after
`--` go to every run. In each round the two set-ups run at the same time, one process each (on
a machine with two free cores each gets one; on a shared machine both see the same load), and
each writes its JSON to a temporary file. Prints, per pair: each set-up's turns/s in every round,
their means and the ratio of the second to the first, then the warm-up (auto: its windows and
seconds), set-up ms and fork ms of each, and the load average before and after each round.
Rates are per second of each process's CPU time, as the bench measures them. Tool output is not
kept in the repo (docs/performance.md records the figures).
"""

import json
import os
import shlex
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _load():
    try:
        with open("/proc/loadavg") as handle:
            return " ".join(handle.read().split()[:3])
    except OSError:
        return "?"


def main(argv):
    python = sys.executable
    rounds = 2
    setups = []
    common = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--python":
            python = argv[i + 1]
            i += 2
        elif arg == "--rounds":
            rounds = int(argv[i + 1])
            i += 2
        elif arg == "--":
            common = argv[i + 1:]
            break
        else:
            name, _, options = arg.partition("=")
            setups.append((name, shlex.split(options)))
            i += 1
    if len(setups) != 2:
        sys.exit("bench_paired.py: give two set-ups, NAME=OPTIONS NAME=OPTIONS")
    results = {name: [] for name, _ in setups}
    loads = []
    for r in range(rounds):
        before = _load()
        running = []
        for name, options in setups:
            out = tempfile.NamedTemporaryFile(mode="w+", suffix=".json", delete=False)
            err = tempfile.TemporaryFile(mode="w+")
            cmd = [python, "-m", "duelist", "bench", "--json"] + options + common
            running.append((name, subprocess.Popen(cmd, stdout=out, stderr=err, cwd=ROOT), out, err))
        for name, proc, out, err in running:
            proc.wait()
            out.seek(0)
            text = out.read()
            out.close()
            os.unlink(out.name)
            if proc.returncode != 0:
                err.seek(0)
                sys.exit("bench_paired.py: %s failed (exit status %s):\n%s" % (name, proc.returncode, err.read()[-2000:]))
            figures = json.loads(text)
            results[name].append(figures if isinstance(figures, list) else [figures])
        loads.append((before, _load()))
        print("round %d done (load %s -> %s)" % (r + 1, loads[-1][0], loads[-1][1]), file=sys.stderr)
    (a, _), (b, _) = setups
    pairs = [f["pair"] for f in results[a][0]]
    print("turns/s per pair: %s | %s, each round, then the means and %s / %s" % (a, b, b, a))
    for pair in pairs:
        ra = [next(f for f in run if f["pair"] == pair)["turns_per_s"] for run in results[a]]
        rb = [next(f for f in run if f["pair"] == pair)["turns_per_s"] for run in results[b]]
        ma, mb = sum(ra) / len(ra), sum(rb) / len(rb)
        print("  %-24s %s | %s   %7.0f | %7.0f   %.2f" % (
            pair, " ".join("%7.0f" % x for x in ra), " ".join("%7.0f" % x for x in rb), ma, mb, mb / ma))
    print("warm-up (s, steady, windows), set-up ms, fork ms:")
    for pair in pairs:
        for name in (a, b):
            for k, run in enumerate(results[name]):
                f = next(f for f in run if f["pair"] == pair)
                print("  %-24s %-8s %d: %5.1f s %-5s %-50s set-up %.3f fork %.3f" % (
                    pair, name, k + 1, f["warmup_s"], f["warmup_steady"], f["warmup_rates"],
                    f["setup_ms"], f["fork_ms"] or 0.0))
    print("load average before -> after each round: %s" % "; ".join("%s -> %s" % x for x in loads))


if __name__ == "__main__":
    main(sys.argv[1:])
