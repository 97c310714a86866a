"""What PyPy's compiled code does per turn, from a PYPYLOG of jit-log-opt and jit-backend-counts.

    PYPYLOG=jit-log-opt,jit-backend-counts:/tmp/j.log PYPY_GC_NURSERY=64M \\
        nice -n 10 pypy3 scripts/pypy_windows.py goat-warrior-zombie 5 8
    python3 scripts/pypy_jitops.py /tmp/j.log TURNS [N]

Every operation of every compiled loop and bridge is weighted by how often it ran: its loop's
or bridge's entries (jit-backend-counts), the iterations after a loop label, less what each
guard before it sent into its bridge; the sums are divided by TURNS (the turns played in the
run: the sum of the windows' turns, warm-up included, so the figures are a little low).
Prints the compiled code by function (traces, operations) and, per turn: the operations and
guards run, the guard failures that went into a bridge (bridge entries, by the Python line
where the bridge starts), the calls left as calls (`call_assembler`: a Python function
compiled on its own, with a frame; `call_may_force`: builtins and Python calls the JIT could
not see into; residual `call_*`: RPython helpers such as dict lookups and string compares),
and the allocations (`new_with_vtable` / `new` / `new_array*`, by Python line and size, and by
type: the class of the first field the trace writes into the new object). Top N
of each (default 25). Tool output is not kept in the repo.
"""

import collections
import re
import sys


def main(path, turns, top=25):
    counts = {}
    loops = {}
    lines = open(path, errors="replace").read().split("\n")
    inside = False
    for line in lines:
        if "{jit-backend-counts" in line:
            inside = True
            continue
        if "jit-backend-counts}" in line:
            inside = False
            continue
        if inside and ":" in line:
            key, value = line.rsplit(":", 1)
            try:
                counts[key.strip()] = int(value)
            except ValueError:
                pass
        m = re.match(r"# Loop (\d+) \((.*?)\) : (.*)", line)
        if m:
            loops[m.group(1)] = m.group(2)
    ops = guards = 0
    bridge_in = collections.Counter()
    assembler = collections.Counter()
    may_force = collections.Counter()
    residual = collections.Counter()
    residual_at = collections.Counter()
    allocs = collections.Counter()
    alloc_bytes = collections.Counter()
    weight = 0
    where = "?"
    bridge_pending = None
    static_ops = collections.Counter()     # operations compiled, by function
    traces = collections.Counter()         # loops and bridges, by the function they start in
    dynamic_ops = collections.Counter()    # operations run, by function
    by_line = collections.Counter()        # operations run, by function and line
    alloc_types = collections.Counter()    # allocations by type (from the first field written)
    alloc_type_at = collections.Counter()  # allocations by type and line
    alloc_type_bytes = collections.Counter()  # bytes by new-op kind (sizes only: types come later)
    pending = {}                           # result variable of a `new` -> (weight, line, size)
    trace_start = False
    for line in lines:
        m = re.match(r"# Loop (\d+) ", line)
        if m:
            weight = counts.get("entry %s" % m.group(1), 0)
            # a trace's preamble (the frame's reads, its first guards, before its first
            # debug_merge_point) is charged to the trace's own function, not to the line
            # the previous trace ended on
            where = "%s (preamble)" % loops.get(m.group(1), "?").split(";")[0]
            bridge_pending = None
            _flush(pending, alloc_types, alloc_type_at)
            trace_start = True
            continue
        m = re.match(r"# bridge out of Guard (0x[0-9a-f]+)", line)
        if m:
            weight = counts.get("bridge %d" % int(m.group(1), 16), 0)
            bridge_pending = weight
            where = "(bridge-preamble)"
            _flush(pending, alloc_types, alloc_type_at)
            trace_start = True
            continue
        m = re.search(r"label\(.*descr=(TargetToken\(\d+\))", line)
        if m:
            weight = counts.get(m.group(1), weight)
            continue
        m = re.search(r"debug_merge_point\(\d+, \d+, '([^']*)'", line)
        if m:
            text = m.group(1)
            name = text.split(";")[0]
            mm = re.search(r";(.*?):(\d+)-(\d+)~#(\d+) (\w+)", text)
            where = "%s %s:%s" % (name, mm.group(1).rsplit("/", 1)[-1], mm.group(3)) if mm else text[:60]
            if trace_start:
                traces[name] += 1
                trace_start = False
            if bridge_pending is not None:
                bridge_in[where] += bridge_pending
                bridge_pending = None
            continue
        if re.match(r"\s*\+\d+: ", line) and "debug_merge_point" not in line:
            static_ops[where.split(" ")[0]] += 1
        if not weight or not re.match(r"\s*\+\d+: |\s*[ipf]\d+ = |\s*\w+\(", line):
            continue
        body = line.split(": ", 1)[1] if re.match(r"\s*\+\d+: ", line) else line.strip()
        opm = re.match(r"(?:[ipfv]\d+ = )?(\w+)\(", body)
        if not opm:
            continue
        op = opm.group(1)
        if op in ("debug_merge_point", "label", "jump", "finish", "enter_portal_frame",
                  "leave_portal_frame", "increment_debug_counter"):
            continue
        ops += weight
        if op == "setfield_gc" and pending:
            f = re.match(r"setfield_gc\((p\d+), .*descr=<Field\w (\S+)", body)
            if f and f.group(1) in pending:
                w, at, _ = pending.pop(f.group(1))
                kind = _type_of(f.group(2))
                alloc_types[kind] += w
                alloc_type_at[(kind, at)] += w
        if op.startswith("guard_"):
            # what fails here goes on in its bridge: the rest of this trace runs that much less
            g = re.search(r"descr=<Guard(0x[0-9a-f]+)>", body)
            if g:
                weight = max(0, weight - counts.get("bridge %d" % int(g.group(1), 16), 0))
        dynamic_ops[where.split(" ")[0]] += weight
        by_line[where] += weight
        if op.startswith("guard_"):
            guards += weight
        elif op.startswith("call_assembler"):
            target = re.search(r"descr=<Loop(\d+)>", body)
            assembler[(where, loops.get(target.group(1), "?") if target else "?")] += weight
        elif op.startswith("call_may_force"):
            fn = re.search(r"ConstClass\((\w+)\)", body)
            may_force[(where, fn.group(1) if fn else body[:50])] += weight
        elif op.startswith("call"):
            fn = re.search(r"ConstClass\((\w+)\)", body)
            fn = fn.group(1) if fn else body[:50]
            residual[fn] += weight
            residual_at[(where, fn[:40])] += weight
        elif op.startswith("new"):
            size = re.search(r"descr=<(\w+ \d+)", body)
            size = size.group(1) if size else "?"
            allocs[(where, op, size)] += weight
            num = re.search(r"(\d+)$", size)
            nbytes = int(num.group(1)) if num else 0
            if op.startswith("new_array"):
                # a constant length: the items too (16 bytes of header); else the header only
                length = re.match(r"new_array\w*\((\d+),", body)
                nbytes = 16 + (nbytes * int(length.group(1)) if length else 0)
            alloc_bytes[where] += weight * nbytes
            alloc_type_bytes[_kind_of_new(op, size)] += weight * nbytes
            res = re.match(r"(p\d+) = ", body)
            if op.startswith("new_array"):
                kind = "array of %s (list/tuple/frame storage)" % (size or "?")
                alloc_types[kind] += weight
                alloc_type_at[(kind, where)] += weight
            elif res:
                pending[res.group(1)] = (weight, where, size)

    _flush(pending, alloc_types, alloc_type_at)

    def show(title, counter, n=top):
        total = sum(counter.values())
        print("--- %s: %.1f per turn" % (title, total / turns))
        for key, value in counter.most_common(n):
            print("%9.2f  %s" % (value / turns, key if isinstance(key, str) else " | ".join(map(str, key))))

    print("per turn: %.0f operations, %.0f guards" % (ops / turns, guards / turns))
    print("--- compiled traces (loops and bridges) and operations, by function: %d traces, %d operations"
          % (sum(traces.values()), sum(static_ops.values())))
    for name, n in static_ops.most_common(top):
        print("%9d ops %5d traces %9.0f run per turn  %s" % (n, traces[name], dynamic_ops[name] / turns, name))
    show("operations run, by function", dynamic_ops)
    show("operations run, by line", by_line)
    show("bridge entries (guard failures into a bridge), by where the bridge starts", bridge_in)
    show("call_assembler (caller line | callee)", assembler)
    callee = collections.Counter()
    for (w, t), v in assembler.items():
        callee[t] += v
    show("call_assembler by callee", callee)
    show("call_may_force (line | function)", may_force)
    show("residual calls (RPython helpers)", residual)
    show("residual calls by line (line | helper)", residual_at)
    show("allocations (line | op | size)", allocs)
    show("allocated bytes by line (sum of sizes; arrays of a length known at compile time with "
         "their items, others their header only)", alloc_bytes)
    show("allocated bytes by operation and size", alloc_type_bytes)
    show("allocations by type (the class of the first field written; '?': none written in the trace)",
         alloc_types)
    show("allocations by type and line", alloc_type_at, top * 2)


def _kind_of_new(op, size):
    return "%s %s" % (op, size)


def _type_of(field):
    """'pypy.interpreter.pyframe.PyFrame.inst_f_backref' -> 'PyFrame'; 'JitVirtualRef.forced' ->
    'JitVirtualRef'; W_ObjectObjectUserDictWeakrefable (an instance of a Python class) stays."""
    parts = field.split(".")
    return parts[-2] if len(parts) >= 2 else field


def _flush(pending, alloc_types, alloc_type_at):
    for w, at, size in pending.values():
        kind = "? (%s)" % size
        alloc_types[kind] += w
        alloc_type_at[(kind, at)] += w
    pending.clear()


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 25)
