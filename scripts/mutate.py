#!/usr/bin/env python3
"""Mutation testing for the rules engine: make one small bug at a time in duelist/engine,
run the tests against it, and report which bugs no test noticed (docs/mutation.md).

    nice -n 10 .venv/bin/python scripts/mutate.py --sample 80            # 80 random mutants
    nice -n 10 .venv/bin/python scripts/mutate.py --file duelist/engine/chain.py --sample 30
    .venv/bin/python scripts/mutate.py --list | head                     # the mutants, no runs
    nice -n 10 .venv/bin/python scripts/mutate.py --sample 80 --command property   # property test alone

Mutants (Python's own ast module, no third-party tool): comparison operators (== !=, < <=,
> >=, in / not in, is / is not), arithmetic (+ -, * //), augmented assignments (+= -=),
`and`/`or` swapped, one operand of an `and`/`or` dropped (a deleted condition), `not`
removed, integer constants (0->1, 1->0, n->n+1) and True/False, and whole statements
deleted inside functions (a call, an assignment, a return, an `if` without `else`, a raise,
continue/break).
Strings are left alone (messages and log keys). Docstrings are never touched.

Each mutant is written into a private copy of the working tree (never the tree itself) and
the tests run there: by default `pytest -x -q` over the tests of the rules (tests/rules,
tests/cards, tests/match, tests/engine; `--all-tests` adds the CLI, agent, deck and docs
tests), rules tests first and the property test last, so a killed mutant dies fast; `--command property` runs the
property test alone (`python -m duelist.testing.property`). text.py (the log rendered in
English) is not mutated unless named with --file. A run past
the timeout (default: 3x the clean run, at least 60 s) counts as killed (an endless loop
is a visible bug) and is reported as such. The clean run must pass first.

The score is killed / (mutants run - known equivalent). Known equivalent mutants are listed
in docs/mutation.md (their ids in backquotes under "Equivalent mutants"); each needs a one-line
reason there. The result of every mutant goes to --json (not committed: it is a tool output).

This is slow (a surviving mutant costs a whole suite run): it is not part of CI. Run it
with `nice`, on a sample.
"""

import argparse
import ast
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENGINE = os.path.join("duelist", "engine")
NOTES = os.path.join(ROOT, "docs", "mutation.md")

# the tests of the rules (engine, cards, match); --all-tests adds the interfaces' tests (CLI,
# agents, deck files, docs), which are slow (subprocesses, a terminal) and rarely kill an
# engine mutant the others miss
def _pytest_order():
    """Rules tests first, the property test (the slowest) last."""
    engine = sorted(n for n in os.listdir(os.path.join(ROOT, "tests", "engine"))
                    if n.startswith("test_") and n.endswith(".py") and n != "test_property.py")
    return (["tests/rules", "tests/cards", "tests/match"] + ["tests/engine/" + n for n in engine]
            + ["tests/engine/test_property.py"])


PYTEST_ORDER = _pytest_order()
ALL_TESTS = PYTEST_ORDER + ["tests/agents", "tests/deck", "tests/cli", "tests/test_docs.py"]
SLOW_TESTS = ["tests/cli/test_duel_replay_cmds.py::test_bench_runs_and_reports_every_figure"]
# text.py renders the log in English for people (checked by the CLI tests): not a rule
NOT_RULES = ("text.py",)

CMP_SWAP = {ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.Lt: ast.LtE, ast.LtE: ast.Lt,
            ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.In: ast.NotIn, ast.NotIn: ast.In,
            ast.Is: ast.IsNot, ast.IsNot: ast.Is}
BIN_SWAP = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult,
            ast.Div: ast.Mult, ast.Mod: ast.FloorDiv}
SYMBOL = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
          ast.In: "in", ast.NotIn: "not in", ast.Is: "is", ast.IsNot: "is not", ast.Add: "+",
          ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//", ast.Div: "/", ast.Mod: "%",
          ast.And: "and", ast.Or: "or"}
DELETABLE = (ast.Expr, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Return, ast.If, ast.Raise,
             ast.Continue, ast.Break)


class Mutant(object):
    __slots__ = ("path", "line", "col", "end_line", "end_col", "op", "replacement", "original", "id")

    def __init__(self, path, node, op, replacement, original):
        self.path = path
        self.line, self.col = node.lineno, node.col_offset
        self.end_line, self.end_col = node.end_lineno, node.end_col_offset
        self.op = op
        self.replacement = replacement
        self.original = original
        self.id = "%s:%d:%d:%s" % (os.path.basename(path), self.line, self.col, op)

    def apply(self, source):
        lines = source.splitlines(True)
        start = sum(len(l) for l in lines[:self.line - 1]) + _byte_to_char(lines[self.line - 1], self.col)
        end = sum(len(l) for l in lines[:self.end_line - 1]) + _byte_to_char(lines[self.end_line - 1],
                                                                             self.end_col)
        return source[:start] + self.replacement + source[end:]


def _byte_to_char(line, offset):
    """ast offsets count UTF-8 bytes; the engine has Chinese comments on some lines."""
    return len(line.encode("utf-8")[:offset].decode("utf-8", "ignore"))


def _docstring_nodes(tree):
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                out.add(id(body[0]))
    return out


def _is_str(node):
    return isinstance(node, ast.Constant) and isinstance(node.value, str) or isinstance(node, ast.JoinedStr)


def _expr(node):
    return "(%s)" % ast.unparse(node)


def mutants_of(path, source):
    tree = ast.parse(source)
    docstrings = _docstring_nodes(tree)
    in_functions = set()          # statements inside a function (module-level ones are declarations)
    for fn in ast.walk(tree):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for inner in ast.walk(fn):
                if inner is not fn:
                    in_functions.add(id(inner))
    rel = os.path.relpath(path, ROOT)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                new = CMP_SWAP.get(type(op))
                if new is None:
                    continue
                ops = list(node.ops)
                ops[i] = new()
                mutated = ast.Compare(left=node.left, ops=ops, comparators=node.comparators)
                name = ("%s->%s" % (SYMBOL[type(op)], SYMBOL[new])).replace(" ", "_")
                if len(node.ops) > 1:
                    name += "#%d" % i
                out.append(Mutant(rel, node, name, _expr(mutated), ast.unparse(node)))
        elif isinstance(node, ast.BinOp):
            new = BIN_SWAP.get(type(node.op))
            if new is None or _is_str(node.left) or _is_str(node.right):
                continue
            mutated = ast.BinOp(left=node.left, op=new(), right=node.right)
            out.append(Mutant(rel, node, "%s->%s" % (SYMBOL[type(node.op)], SYMBOL[new]), _expr(mutated),
                              ast.unparse(node)))
        elif isinstance(node, ast.BoolOp):
            other = ast.Or if isinstance(node.op, ast.And) else ast.And
            out.append(Mutant(rel, node, "%s->%s" % (SYMBOL[type(node.op)], SYMBOL[other]),
                              _expr(ast.BoolOp(op=other(), values=node.values)), ast.unparse(node)))
            for i in range(len(node.values)):
                rest = node.values[:i] + node.values[i + 1:]
                mutated = rest[0] if len(rest) == 1 else ast.BoolOp(op=node.op, values=rest)
                out.append(Mutant(rel, node, "drop-%s-operand-%d" % (SYMBOL[type(node.op)], i), _expr(mutated),
                                  ast.unparse(node)))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            out.append(Mutant(rel, node, "drop-not", _expr(node.operand), ast.unparse(node)))
        elif isinstance(node, ast.Constant) and type(node.value) in (int, bool):
            value = node.value
            if isinstance(value, bool):
                new = not value
            else:
                new = 1 if value == 0 else 0 if value == 1 else value + 1
            out.append(Mutant(rel, node, "const-%r->%r" % (value, new), repr(new), repr(value)))
        if isinstance(node, ast.AugAssign) and type(node.op) in (ast.Add, ast.Sub):
            new = ast.Sub if isinstance(node.op, ast.Add) else ast.Add
            mutated = ast.AugAssign(target=node.target, op=new(), value=node.value)
            out.append(Mutant(rel, node, "%s=->%s=" % (SYMBOL[type(node.op)], SYMBOL[new]), ast.unparse(mutated),
                              ast.unparse(node).splitlines()[0]))
        if isinstance(node, DELETABLE) and id(node) not in docstrings and id(node) in in_functions:
            if isinstance(node, ast.If) and node.orelse:
                continue
            first = ast.unparse(node).splitlines()[0]
            out.append(Mutant(rel, node, "delete-statement", "pass", first))
    _number_nested(out)
    out.sort(key=lambda m: (m.path, m.line, m.col, m.op))
    return out


def _number_nested(mutants):
    """Make each id name one mutant. In a chain `a + b + c` the outer BinOp and the inner
    `a + b` start at the same line and column and get the same operator: the outermost keeps
    the plain id, the ones nested in it get `#1`, `#2`, ... from the outside in (the Compare
    branch's `#i` numbers the operators of one chained comparison instead)."""
    groups = {}
    for m in mutants:
        groups.setdefault(m.id, []).append(m)
    for group in groups.values():
        if len(group) > 1:
            group.sort(key=lambda m: (m.end_line, m.end_col), reverse=True)
            for depth, m in enumerate(group[1:], 1):
                m.id += "#%d" % depth


def all_mutants(files):
    out = []
    for path in files:
        with open(path, encoding="utf-8") as f:
            out.extend(mutants_of(path, f.read()))
    return out


def engine_files(only=None):
    if only:
        return [os.path.join(ROOT, f) if not os.path.isabs(f) else f for f in only]
    folder = os.path.join(ROOT, ENGINE)
    return [os.path.join(folder, n) for n in sorted(os.listdir(folder))
            if n.endswith(".py") and n != "__init__.py" and n not in NOT_RULES]


def describe(m, mutants, anchor=True):
    """A line for a mutant list that survives the engine moving: file | operator | the
    original source | which one. `which` is `n @ anchor`: the anchor is the mutant's
    function and the code of its source line, `function(): code` (`code` alone at module
    level), with the line's inline comment where the code alone is on the line of another
    alike mutant of that function; n is which of the alike mutants (same file, operator and
    original) on a line holding the anchor, 1 = the first. Lines added or removed elsewhere
    in the file, or the same code added to another function, move neither. Without an
    anchor, n counts the alike ones of the whole file."""
    alike = [x for x in mutants if x.path == m.path and x.op == m.op and x.original == m.original]
    if not anchor:
        return "%s | %s | %s | %d" % (os.path.basename(m.path), m.op, m.original, alike.index(m) + 1)
    tries = [anchor_text(m), anchor_text(m, comment=True)]
    function = _function_of(m)
    if function is not None:
        tries = ["%s(): %s" % (function, text) for text in tries]
    for text in tries + tries[:1]:
        held = [x for x in alike if _holds(x, text)]
        if all(x.line == m.line for x in held):
            break               # (only this line holds it: n counts on the line)
    return "%s | %s | %s | %d @ %s" % (os.path.basename(m.path), m.op, m.original, held.index(m) + 1, text)


def _source_lines(path, cache={}):
    lines = cache.get(path)
    if lines is None:
        full = path if os.path.isabs(path) else os.path.join(ROOT, path)
        with open(full, encoding="utf-8") as f:
            lines = cache[path] = f.read().splitlines()
    return lines


def _function_of(m, cache={}):
    """The name of the innermost function holding the mutant (None at module level)."""
    spans = cache.get(m.path)
    if spans is None:
        tree = ast.parse("\n".join(_source_lines(m.path)))
        spans = cache[m.path] = sorted(
            ((node.lineno, node.end_lineno, node.name) for node in ast.walk(tree)
             if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))),
            key=lambda span: span[1] - span[0])
    for first, last, name in spans:
        if first <= m.line <= last:
            return name
    return None


def anchor_text(m, comment=False):
    """The mutant's source line, stripped and without its inline comment, as an anchor: the
    part of it around the mutant when the line holds what an entry cannot (a backquote, which
    ends a docs entry, or ` | `, which splits one)."""
    text = _source_lines(m.path)[m.line - 1]
    col = _byte_to_char(text, m.col)
    at = text.find("  #", col)
    if at >= 0 and not comment:
        text = text[:at]        # (an inline comment is not the code: it may be reworded)
    for bad in ("`", " | "):
        while bad in text:
            at = text.index(bad)
            if at < col:
                col -= at + len(bad)
                text = text[at + len(bad):]
            else:
                text = text[:at]
    return text.strip()


_WHICH = re.compile(r"^(\d+)?\s*(?:@\s*(.+))?$")
_IN_FUNCTION = re.compile(r"^(\w+)\(\): (.*)$")


def parse_entry(line):
    """`file | operator | original | which | note` as (file, operator, original, n, anchor,
    note): which is `n`, `n @ anchor` or `@ anchor` (n = 1); the original may hold ` | `, the
    anchor may not."""
    parts = [p.strip() for p in line.split(" | ")]
    if len(parts) < 4:
        raise ValueError("not a mutant entry (file | operator | original | which): %r" % line)
    for k in range(len(parts) - 1, 2, -1):
        found = _WHICH.match(parts[k])
        if found and (found.group(1) or found.group(2)):
            n = int(found.group(1) or 1)
            anchor = found.group(2).strip() if found.group(2) else None
            return (parts[0], parts[1], " | ".join(parts[2:k]), n, anchor, " | ".join(parts[k + 1:]))
    raise ValueError("no `n`, `n @ anchor` or `@ anchor` in the mutant entry %r" % line)


def _holds(m, anchor):
    """Does the mutant's source line hold the anchor (`text`, or `function(): text` for a line
    in that function)?"""
    qualified = _IN_FUNCTION.match(anchor)
    if qualified:
        if _function_of(m) != qualified.group(1):
            return False
        anchor = qualified.group(2)
    return anchor in _source_lines(m.path)[m.line - 1]


def resolve_entry(line, mutants):
    """(the mutant id, None) for a mutant list line, or (None, why it names none). An
    anchored line (`n @ text`, or `n @ name(): text` for a line in function `name`) takes
    the n-th of the alike mutants (same file, operator and original) whose source line holds
    the text: lines added or removed elsewhere in the file leave it on its line, and an
    anchor no line holds any more names no mutant (the entry must be looked at again)."""
    if "|" not in line:
        return line.split()[0], None
    name, op, original, n, anchor, _ = parse_entry(line)
    alike = [m for m in mutants if os.path.basename(m.path) == name and m.op == op and m.original == original]
    if not alike:
        return None, "no %s mutant of %r in %s" % (op, original, name)
    if anchor is None:
        if len(alike) < n:
            return None, "only %d %s mutant(s) of %r in %s, not %d" % (len(alike), op, original, name, n)
        return alike[n - 1].id, None
    held = [m for m in alike if _holds(m, anchor)]
    if len(held) < n:
        return None, "the anchor %r is on %d line(s) of the %d %s mutant(s) of %r in %s, not %d (they are on lines %s)" % (
            anchor, len(held), len(alike), op, original, name, n, ", ".join(str(m.line) for m in alike[:8]))
    return held[n - 1].id, None


def _resolve(line, mutants):
    """A mutant list line (an id, or `file | operator | original | which | note`,
    `resolve_entry`) as a mutant id; `file:?:?:operator (original)`, which names no mutant,
    when it resolves to none."""
    found, why = resolve_entry(line, mutants)
    if found is not None:
        return found
    name, op, original = parse_entry(line)[:3]
    return "%s:?:?:%s (%s)" % (name, op, original)


def source_files(name):
    """The files of the package named `name` (an entry's file): the engine's first, then the
    cards', the card scripts' and the rest (two `common.py` and two `source.py` exist; an
    entry's anchor tells them apart)."""
    found = []
    for folder, _, names in os.walk(os.path.join(ROOT, "duelist")):
        if name in names:
            found.append(os.path.join(folder, name))
    order = (os.path.join(ROOT, ENGINE), os.path.join(ROOT, "duelist", "cards", "scripts"),
             os.path.join(ROOT, "duelist", "cards"))
    return sorted(found, key=lambda f: next((i for i, o in enumerate(order) if os.path.dirname(f) == o), len(order)))


def resolve_anywhere(line):
    """`resolve_entry` against the mutants of the file the entry names (`source_files`:
    the first where it resolves), for entries of card scripts and other files beside the
    engine's: (the mutant, None) or (None, why)."""
    why = "no file %s under duelist/" % line.split(" | ")[0]
    for path in source_files(line.split(" | ")[0]):
        with open(path, encoding="utf-8") as f:
            mutants = mutants_of(path, f.read())
        found, why = resolve_entry(line, mutants)
        if found is not None:
            return next(m for m in mutants if m.id == found), None
    return None, why


# an entry of docs/mutation.md: in backquotes, `file | operator | original | which`
ENTRY = re.compile(r"`([\w.]+\.py \| [^`]+ \| (?:\d+(?: @ [^`]+)?|@ [^`]+))`")


def known_equivalent(mutants=None):
    """Mutant ids listed in docs/mutation.md under "Equivalent mutants" (an id, or an entry
    resolved against `mutants`, default every engine mutant)."""
    if not os.path.exists(NOTES):
        return set()
    with open(NOTES, encoding="utf-8") as f:
        text = f.read()
    part = text.split("## Equivalent mutants", 1)
    if len(part) < 2:
        return set()
    section = part[1].split("\n## ", 1)[0]
    found = set(re.findall(r"`([\w.]+\.py:\d+:\d+:[^`\s]+)`", section))
    described = ENTRY.findall(section)
    if described:
        if mutants is None:
            mutants = all_mutants(engine_files())
        found.update(_resolve(d, mutants) for d in described)
    return found


# ------------------------------------------------------------------ running
def make_copy():
    """A private copy of the working tree (no .git, .venv or caches) where mutants go."""
    where = tempfile.mkdtemp(prefix="duelist-mutants-")
    ignore = shutil.ignore_patterns(".git", ".venv", "__pycache__", ".pytest_cache", "*.pyc", "*.egg-info")
    for name in os.listdir(ROOT):
        if name in (".git", ".venv", ".pytest_cache") or name.endswith(".egg-info"):
            continue
        src = os.path.join(ROOT, name)
        if os.path.isdir(src):
            shutil.copytree(src, os.path.join(where, name), ignore=ignore)
        else:
            shutil.copy2(src, os.path.join(where, name))
    return where


def test_command(kind, duels, all_tests=False):
    python = sys.executable
    if kind == "property":
        return [python, "-m", "duelist.testing.property", "--duels", str(duels), "--seed-base", "0"]
    cmd = [python, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "--no-header", "-o", "addopts="]
    for test in SLOW_TESTS:
        cmd += ["--deselect", test]
    return cmd + (ALL_TESTS if all_tests else PYTEST_ORDER)


def run_tests(cmd, cwd, timeout):
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PYTHONPATH=cwd)
    start = time.time()
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
        status = "passed" if proc.returncode == 0 else "failed"
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        status = "timeout"
    return status, time.time() - start, out.decode("utf-8", "replace")


def _stop(signum, frame):
    raise KeyboardInterrupt("stopped by signal %d" % signum)


def _first_failure(output):
    for line in output.splitlines():
        if line.startswith("FAILED ") or line.startswith("ERROR "):
            return line.split(" - ")[0]
    for line in output.splitlines():
        if line.startswith("FAILED:"):
            return line[:160]
    return ""


def main(argv=None):
    parser = argparse.ArgumentParser(prog="scripts/mutate.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--file", action="append", help="mutate only this file (repeatable); default "
                                                       "every module of duelist/engine")
    parser.add_argument("--sample", type=int, default=0, help="run this many mutants picked at random "
                                                             "(default: all of them)")
    parser.add_argument("--seed", type=int, default=1, help="the random pick of --sample (default 1)")
    parser.add_argument("--id", action="append", help="run only the mutant with this id (repeatable)")
    parser.add_argument("--ids-from", help="run the mutants whose ids start the lines of this file "
                                           "(e.g. scripts/rule_mutants.txt; # starts a comment)")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    parser.add_argument("--entries", action="store_true", help="with --list: each mutant as a mutant list "
                                                               "entry, `file | operator | original | n @ "
                                                               "anchor` (docs/mutation.md)")
    parser.add_argument("--command", choices=("pytest", "property"), default="pytest",
                        help="the tests each mutant must fail: the whole suite (default) or the "
                             "property test alone")
    parser.add_argument("--duels", type=int, default=100, help="duels for --command property")
    parser.add_argument("--all-tests", action="store_true", help="with --command pytest: also the CLI, "
                                                                 "agent, deck and docs tests")
    parser.add_argument("--timeout", type=float, default=0, help="seconds per mutant (default 3x the "
                                                                 "clean run, at least 60)")
    parser.add_argument("--json", help="write every mutant's result here")
    args = parser.parse_args(argv)

    mutants = everything = all_mutants(engine_files(args.file))
    if args.ids_from:
        with open(args.ids_from, encoding="utf-8") as f:
            args.id = [_resolve(line, mutants) for line in f if line.strip() and not line.startswith("#")]
    if args.id:
        wanted = set(args.id)
        unknown = wanted - set(m.id for m in mutants)
        if unknown:
            print("no such mutant (the engine moved? see --list): %s" % ", ".join(sorted(unknown)))
            return 2
        mutants = [m for m in mutants if m.id in wanted]
    elif args.sample and args.sample < len(mutants):
        mutants = random.Random(args.seed).sample(mutants, args.sample)
        mutants.sort(key=lambda m: (m.path, m.line, m.col, m.op))
    if args.list:
        for m in mutants:
            if args.entries:
                print("%-55s %s" % (m.id, describe(m, everything)))
            else:
                print("%-55s %s  =>  %s" % (m.id, m.original[:60], m.replacement[:60]))
        print("%d mutants" % len(mutants))
        return 0
    equivalent = known_equivalent(everything)
    cmd = test_command(args.command, args.duels, args.all_tests)
    signal.signal(signal.SIGTERM, _stop)      # killed: still remove the copy
    copy = make_copy()
    try:
        status, clean_time, output = run_tests(cmd, copy, None)
        if status != "passed":
            print(output[-3000:])
            print("the tests fail without any mutant: fix that first")
            return 2
        timeout = args.timeout or max(60.0, 3 * clean_time)
        print("clean run: %.1f s; timeout per mutant %.0f s; %d mutants; tests: %s"
              % (clean_time, timeout, len(mutants), " ".join(cmd[1:4]) + " ..."), flush=True)
        results = []
        for n, m in enumerate(mutants, 1):
            target = os.path.join(copy, m.path)
            with open(target, encoding="utf-8") as f:
                original = f.read()
            mutated = m.apply(original)
            try:
                compile(mutated, target, "exec")
            except SyntaxError:
                results.append(dict(id=m.id, status="invalid", seconds=0.0))
                continue
            with open(target, "w", encoding="utf-8") as f:
                f.write(mutated)
            try:
                status, seconds, output = run_tests(cmd, copy, timeout)
            finally:
                with open(target, "w", encoding="utf-8") as f:
                    f.write(original)
            verdict = {"failed": "killed", "timeout": "timeout", "passed": "survived"}[status]
            if verdict == "survived" and m.id in equivalent:
                verdict = "equivalent"
            results.append(dict(id=m.id, status=verdict, seconds=round(seconds, 1), original=m.original,
                                replacement=m.replacement, by=_first_failure(output)))
            print("[%d/%d] %-9s %5.1fs %s  %s => %s" % (n, len(mutants), verdict, seconds, m.id,
                                                       m.original[:50], m.replacement[:50]), flush=True)
    finally:
        shutil.rmtree(copy, ignore_errors=True)

    counts = {}
    for r in results:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    killed = counts.get("killed", 0) + counts.get("timeout", 0)
    survived = [r for r in results if r["status"] == "survived"]
    scored = killed + len(survived)
    print()
    print("mutants: %d run, %d killed (%d by timeout), %d survived, %d known equivalent, %d invalid"
          % (len(results), killed, counts.get("timeout", 0), len(survived), counts.get("equivalent", 0),
             counts.get("invalid", 0)))
    if scored:
        print("score: %d/%d = %.1f%% of non-equivalent mutants killed" % (killed, scored, 100.0 * killed / scored))
    for r in survived:
        print("SURVIVED %s  %s  =>  %s" % (r["id"], r["original"][:70], r["replacement"][:70]))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"command": cmd, "results": results}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
