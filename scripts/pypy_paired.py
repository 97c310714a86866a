"""Paired, alternating PyPy runs of scripts/pypy_windows.py under several settings.

    nice -n 10 python3 scripts/pypy_paired.py goat-warrior-zombie 5 9 2 \\
        A: B:trace_eagerness=20 N:@PYPY_GC_NURSERY=32M

Each setting is NAME:PARAMS, PARAMS a comma-separated list of JIT parameters added to the
engine's (`duelist.engine.PYPY_JIT_PARAMS`; a later one wins) and of @VAR=VALUE environment
settings (PYPY_GC_NURSERY is what the `duelist` command sets, `duelist.cli.main.PYPY_GC_NURSERY`,
unless a setting says otherwise). The settings are run in turn, ROUNDS times (A, B, A, B, ...), each run a fresh
process playing WINDOWS windows of WINDOW s of CPU time, so that a change in the machine's
load falls on every setting alike. Prints each run's windows and, per setting, the mean
turns/s of the first two windows (warm-up), of the windows from the middle on (steady), and
each run's steady mean (their spread is the noise), with the load average at each run.
"""

import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))


def main(argv):
    pair, window, windows, rounds = argv[0], argv[1], int(argv[2]), int(argv[3])
    from duelist.engine import PYPY_JIT_PARAMS
    from duelist.cli.main import PYPY_GC_NURSERY
    settings = []
    for spec in argv[4:]:
        name, _, params = spec.partition(":")
        jit = list(PYPY_JIT_PARAMS)
        env = {"PYPY_GC_NURSERY": PYPY_GC_NURSERY}
        for p in filter(None, params.split(",")):
            if p.startswith("@"):
                key, _, value = p[1:].partition("=")
                env[key] = value
            else:
                jit.append(p)
        settings.append((name, ",".join(jit), env))
    results = {name: [] for name, _, _ in settings}
    for r in range(rounds):
        for name, jit, extra in settings:
            env = dict(os.environ)
            env.update(extra)
            env["JITP"] = jit
            load = os.getloadavg()[0]
            out = subprocess.run(["pypy3", os.path.join(HERE, "pypy_windows.py"), pair, window, str(windows)],
                                 env=env, stdout=subprocess.PIPE, universal_newlines=True, check=True).stdout
            rates = [float(m.group(1)) for m in re.finditer(r"^w\d+ .*? (\d+) turns/s", out, re.M)]
            results[name].append(rates)
            print("%s run %d (load %.1f): %s" % (name, r + 1, load, " ".join("%.0f" % x for x in rates)),
                  flush=True)
    half = windows // 2
    print("pair %s, %s windows of %s s; warm-up = windows 0-1, steady = windows %d-%d"
          % (pair, windows, window, half, windows - 1))
    for name, jit, extra in settings:
        runs = results[name]
        warm = [sum(r[:2]) / 2 for r in runs]
        steady = [sum(r[half:]) / len(r[half:]) for r in runs]
        print("%-4s warm-up %6.0f  steady %6.0f  (runs: %s)  %s %s" % (
            name, sum(warm) / len(warm), sum(steady) / len(steady),
            " ".join("%.0f" % s for s in steady), jit, " ".join("%s=%s" % kv for kv in extra.items())))


if __name__ == "__main__":
    main(sys.argv[1:])
