"""Which compiled code PyPy's time goes to, from `perf record` and a PYPYLOG of the JIT's code
addresses.

    PYPYLOG=jit-backend-addr,jit-log-opt:/tmp/a.log PYPY_GC_NURSERY=64M \\
        nice -n 10 pypy3 scripts/pypy_windows.py goat-warrior-zombie 5 30 > /tmp/a.txt &
    # once the windows have settled (e.g. after w7 is printed):
    perf record -o /tmp/a.data -F 999 -p $! -- sleep 20; kill $!
    python3 scripts/pypy_perf.py /tmp/a.log /tmp/a.data

Prints the share of the samples in compiled code ([JIT]) and in each library (libpypy: the
interpreter, the GC, the RPython helpers; Debian's build has no symbols for them), the JIT
samples by the Python function each loop or bridge starts in (a self-time profile of the
compiled code), and how spread the JIT samples are: how many 4 KB pages of machine code hold
50% and 90% of them (a large spread means instruction-cache and TLB misses). Tool output is
not kept in the repo.
"""

import bisect
import collections
import re
import subprocess
import sys


def main(log_path, data_path, top=40):
    lines = open(log_path, errors="replace").read().split("\n")
    ranges = []
    for line in lines:
        m = re.match(r"Loop (\d+) \((.*?)\) has address (0x[0-9a-f]+) to (0x[0-9a-f]+)"
                     r"(?: \(bootstrap (0x[0-9a-f]+)\))?", line)
        if m:
            ranges.append((int(m.group(5) or m.group(3), 16), int(m.group(4), 16), ("loop", m.group(1))))
            continue
        m = re.match(r"bridge out of Guard (0x[0-9a-f]+) has address (0x[0-9a-f]+) to (0x[0-9a-f]+)", line)
        if m:
            ranges.append((int(m.group(2), 16), int(m.group(3), 16), ("bridge", m.group(1))))
    names = {}
    current = None
    for line in lines:
        m = re.match(r"# Loop (\d+) ", line)
        if m:
            current = ("loop", m.group(1))
            continue
        m = re.match(r"# bridge out of Guard (0x[0-9a-f]+)", line)
        if m:
            current = ("bridge", m.group(1))
            continue
        m = re.search(r"debug_merge_point\(\d+, \d+, '([^']*)'", line)
        if m and current is not None and current not in names:
            text = m.group(1)
            mm = re.search(r";(.*?):(\d+)-(\d+)~", text)
            names[current] = "%s %s:%s" % (text.split(";")[0], mm.group(1).rsplit("/", 1)[-1],
                                           mm.group(2)) if mm else text[:60]
    ranges.sort()
    starts = [r[0] for r in ranges]
    out = subprocess.run(["perf", "script", "-i", data_path, "-F", "ip,dso"], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, universal_newlines=True).stdout
    total = 0
    places = collections.Counter()
    functions = collections.Counter()
    pages = collections.Counter()
    for line in out.splitlines():
        parts = line.split()
        if not parts:
            continue
        total += 1
        dso = parts[1] if len(parts) > 1 else "?"
        if "perf-" not in dso and "JIT" not in dso and "unknown" not in dso:
            places[dso.strip("()").rsplit("/", 1)[-1]] += 1
            continue
        places["[JIT]"] += 1
        ip = int(parts[0], 16)
        pages[ip >> 12] += 1
        i = bisect.bisect_right(starts, ip) - 1
        if i >= 0 and ranges[i][0] <= ip <= ranges[i][1]:
            functions[names.get(ranges[i][2], "?")] += 1
        else:
            functions["(not in the log)"] += 1
    print("%d samples" % total)
    for place, n in places.most_common():
        print("%5.1f%%  %s" % (100.0 * n / total, place))
    jit = places["[JIT]"]
    for share in (0.5, 0.9):
        seen = 0
        for i, (_, n) in enumerate(pages.most_common()):
            seen += n
            if seen >= share * jit:
                print("%d%% of the JIT samples lie in %d pages of 4 KB (%d pages hold any)"
                      % (share * 100, i + 1, len(pages)))
                break
    print("JIT samples by the function a loop or bridge starts in (% of all samples):")
    for name, n in functions.most_common(top):
        print("%5.1f%%  %s" % (100.0 * n / total, name))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
