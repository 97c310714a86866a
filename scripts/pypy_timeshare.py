"""Where PyPy's time goes, window by window, from a PYPYLOG of scripts/pypy_windows.py.

    PYPYLOG=jit-tracing,jit-backend,jit-blackhole,gc-minor,gc-collect-step,duelist-window:/tmp/w.log \\
        PYPY_GC_NURSERY=64M nice -n 10 pypy3 scripts/pypy_windows.py goat-warrior-zombie 5 8
    python3 scripts/pypy_timeshare.py /tmp/w.log

For each `{duelist-window` section (one window of duels) prints the share of the window's
time (the log's timestamps: CPU ticks) spent in each logged section, exclusive of the
sections nested in it (a minor collection during tracing counts as GC, not tracing): the
JIT's tracing (`jit-tracing`) and its backend (`jit-backend`), the blackhole interpreter
after a failing guard with no bridge yet (`jit-blackhole`), minor collections and major
collection steps, and the count of each. What is left ("rest") is compiled code plus the
interpreter. Tool output is not kept in the repo.
"""

import re
import sys

LINE = re.compile(r"^\[([0-9a-f]+)\] ([{]?)([\w-]+)([}]?)\s*$")


def main(path):
    stack = []          # [category, start, time in children]
    windows = []        # dict per window
    current = None
    with open(path, errors="replace") as log:
        for line in log:
            m = LINE.match(line)
            if not m:
                continue
            tick, opening, category, closing = int(m.group(1), 16), m.group(2), m.group(3), m.group(4)
            if opening:
                stack.append([category, tick, 0])
                if category == "duelist-window":
                    current = {"_start": tick, "_totals": {}, "_counts": {}}
                continue
            if not closing or not stack:
                continue
            while stack and stack[-1][0] != category:
                stack.pop()      # a section left open (should not happen)
            if not stack:
                continue
            cat, start, children = stack.pop()
            spent = tick - start
            if stack:
                stack[-1][2] += spent
            if cat == "duelist-window":
                current["_span"] = spent
                windows.append(current)
                current = None
                continue
            if current is not None:
                current["_totals"][cat] = current["_totals"].get(cat, 0) + spent - children
                current["_counts"][cat] = current["_counts"].get(cat, 0) + 1
    cats = sorted({c for w in windows for c in w["_totals"]})
    print("window " + " ".join("%18s" % c for c in cats) + "   rest")
    for i, w in enumerate(windows):
        span = float(w["_span"])
        cells = []
        for c in cats:
            cells.append("%7.1f%% %9d" % (100.0 * w["_totals"].get(c, 0) / span, w["_counts"].get(c, 0)))
        rest = 100.0 * (span - sum(w["_totals"].values())) / span
        print("w%-5d " % i + " ".join("%18s" % c for c in cells) + "  %5.1f%%" % rest)


if __name__ == "__main__":
    main(sys.argv[1])
