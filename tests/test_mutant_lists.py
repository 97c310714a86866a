"""The mutant lists stay true while the engine moves: every line of
scripts/rule_mutants.txt and every mutant named in docs/mutation.md carries an anchor, the
mutant's function and the code of its source line (`file | operator | original | n @
function(): code`), and still names the mutant on a line that holds it (docs/mutation.md).
A line that names none, or another one, would leave a rule untested by the mutant run, or
count a real survivor as equivalent: stop 24 found three equivalents that had moved onto
other mutants after lines were added above them, and round 20m four more (two rule mutants
and two equivalents) and an anchored one that had never resolved."""

import importlib.util
import os

import pytest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir)


def _mutate_module():
    spec = importlib.util.spec_from_file_location("duelist_mutate_script",
                                                  os.path.join(ROOT, "scripts", "mutate.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


M = _mutate_module()
MUTANTS = M.all_mutants(M.engine_files())
IDS = {m.id for m in MUTANTS}
ENGINE_FILES = {os.path.basename(m.path) for m in MUTANTS}


def _rule_lines():
    with open(os.path.join(ROOT, "scripts", "rule_mutants.txt"), encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f if line.strip() and not line.startswith("#")]


def _doc_entries(section_only=False):
    with open(os.path.join(ROOT, "docs", "mutation.md"), encoding="utf-8") as f:
        text = f.read()
    if section_only:
        text = text.split("## Equivalent mutants", 1)[1].split("\n## ", 1)[0]
    return M.ENTRY.findall(text)


def _unresolved(lines):
    """Each entry that has no anchor or names no mutant of the engine, with why."""
    out = []
    for line in lines:
        anchor = M.parse_entry(line)[4]
        if line.split(" | ")[0] in ENGINE_FILES:
            found, why = M.resolve_entry(line, MUTANTS)
        else:           # a card script's, the card kit's, bench_cmd.py's: against its own file
            found, why = M.resolve_anywhere(line)
        if anchor is None:
            out.append("%s: no anchor (write it as `mutate.py --list --entries` does)" % line)
        elif found is None:
            out.append("%s: %s" % (line, why))
    return out


def test_every_rule_mutant_line_is_anchored_and_names_a_mutant_of_the_engine():
    lines = _rule_lines()
    assert len(lines) >= 20
    assert _unresolved(lines) == []


def test_every_mutant_named_in_the_notes_is_anchored_and_names_a_mutant_of_the_engine():
    assert len(_doc_entries(section_only=True)) >= 100
    assert _unresolved(_doc_entries()) == []


def test_the_chain_order_rule_mutant_is_the_resolution_of_the_last_link():
    """Seed 004: the last link resolves first. The entry that moved in round 20m: `@ link =
    chain[-1]` (the first line holding it) had come to name `_response_options`' reading of
    the last link's spell speed, a line added above `_resolve_chain` on 2 December."""
    chain = [line for line in _rule_lines() if line.endswith("| chains resolve first in, first out")]
    assert len(chain) == 1
    picked = M._resolve(chain[0], MUTANTS)
    mutant = next(m for m in MUTANTS if m.id == picked)
    assert M._function_of(mutant) == "_resolve_chain"
    assert "link = chain[-1]" in M._source_lines(mutant.path)[mutant.line - 1]


def test_the_damage_step_rule_mutant_is_the_optional_trigger_refusal():
    """The entry that moved in round 20m: `continue | 16` had come to name the `continue`
    of an empty trigger group; anchored, it is the damage step's refusal again."""
    line = next(line for line in _rule_lines() if line.endswith("| optional triggers allowed in the damage step"))
    found = M._resolve(line, MUTANTS)
    picked = next(m for m in MUTANTS if m.id == found)
    source_line = M._source_lines(picked.path)[picked.line - 1]
    assert M._function_of(picked) == "_build_trigger_chain"
    assert "not an optional trigger allowed in the damage step" in source_line


# ---------------------------------------------------------------- the resolver itself
SOURCE = '''\
def first(x):
    if x:
        return 0
    return 1


def second(items):
    for i in items:
        if i is None:
            continue
        if i == 2:
            continue
    return 0
'''

# the same file with lines added above the mutants the entries name: two more `return 0`
# and one more `continue`, in a new function first in the file
MOVED = '''\
def added(y):
    for j in y:
        if not j:
            continue
    if y:
        return 0
    return 0


''' + SOURCE


def _mutants(tmp_path, name, source):
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(source, encoding="utf-8")
    return M.mutants_of(str(path), source)


def _line_of(mutants, found):
    return next(m for m in mutants if m.id == found).line


def test_an_entry_made_by_describe_resolves_back_to_its_mutant(tmp_path):
    mutants = _mutants(tmp_path, "one.py", SOURCE)
    for m in mutants:
        entry = M.describe(m, mutants)
        assert "@" in entry
        assert M.resolve_entry(entry, mutants) == (m.id, None)


def test_an_anchored_entry_stays_on_its_line_when_alike_mutants_are_added_above(tmp_path):
    before = _mutants(tmp_path, "two.py", SOURCE)
    second_return = next(m for m in before if m.op == "delete-statement" and m.original == "return 0" and m.line == 13)
    second_continue = next(m for m in before if m.op == "delete-statement" and m.original == "continue"
                           and m.line == 12)
    entries = [M.describe(second_return, before), M.describe(second_continue, before)]
    plain = [M.describe(second_return, before, anchor=False), M.describe(second_continue, before, anchor=False)]
    after = _mutants(tmp_path, "moved/two.py", MOVED)
    # each still names its own line, now 9 lines down
    for entry, line in zip(entries, (13, 12)):
        found, why = M.resolve_entry(entry, after)
        assert why is None and _line_of(after, found) == line + 9
    # where a count alone moves onto another mutant (the lines added above hold alike ones)
    for entry, line in zip(plain, (13, 12)):
        found, why = M.resolve_entry(entry, after)
        assert _line_of(after, found) != line + 9


def test_an_anchor_no_line_holds_names_no_mutant_and_says_why(tmp_path):
    mutants = _mutants(tmp_path, "three.py", SOURCE)
    entry = "three.py | delete-statement | return 0 | 1 @ return zero"
    found, why = M.resolve_entry(entry, mutants)
    assert found is None
    assert "'return zero'" in why and "three.py" in why
    assert M._resolve(entry, mutants) == "three.py:?:?:delete-statement (return 0)"
    # nor does the n-th of fewer lines holding it
    found, why = M.resolve_entry("three.py | delete-statement | return 0 | 3 @ return 0", mutants)
    assert found is None and "not 3" in why


def test_a_function_in_the_anchor_picks_among_its_own_lines_only(tmp_path):
    mutants = _mutants(tmp_path, "four.py", SOURCE)
    found, _ = M.resolve_entry("four.py | delete-statement | return 0 | 1 @ second(): return 0", mutants)
    assert _line_of(mutants, found) == 13
    found, _ = M.resolve_entry("four.py | delete-statement | return 0 | 1 @ first(): return 0", mutants)
    assert _line_of(mutants, found) == 3
    found, _ = M.resolve_entry("four.py | delete-statement | continue | 2 @ second(): continue", mutants)
    assert _line_of(mutants, found) == 12
    found, why = M.resolve_entry("four.py | delete-statement | continue | 1 @ first(): continue", mutants)
    assert found is None


def test_an_anchor_without_a_count_is_the_first_line_holding_it(tmp_path):
    """The form scripts/rule_mutants.txt used before round 20m (`@ text`) reads as `1 @ text`."""
    mutants = _mutants(tmp_path, "five.py", SOURCE)
    found, _ = M.resolve_entry("five.py | const-0->1 | 0 | @ return 0", mutants)
    assert _line_of(mutants, found) == 3
    assert M.resolve_entry("five.py | const-0->1 | 0 | @ return 0 | a note", mutants)[0] == found


def test_an_original_holding_a_bar_is_read_whole():
    assert M.parse_entry("x.py | or->and | a | b or c | 2 @ if x:")[2] == "a | b or c"
    name, op, original, n, anchor, note = M.parse_entry("x.py | drop-or-operand-0 | a or b | 2 @ if a or b: | why")
    assert (name, op, original, n, anchor, note) == ("x.py", "drop-or-operand-0", "a or b", 2, "if a or b:", "why")
    assert M.parse_entry("x.py | delete-statement | return | 3")[3:5] == (3, None)


def test_an_anchor_is_the_function_and_the_code_with_the_comment_only_where_needed(tmp_path):
    source = "def f(a):\n    if a:\n        return 0  # the first\n    return 0  # the second\n"
    mutants = _mutants(tmp_path, "six.py", source)
    plain = [m for m in mutants if m.op == "delete-statement" and m.original == "return 0"]
    entries = [M.describe(m, mutants) for m in plain]
    assert entries == ["six.py | delete-statement | return 0 | 1 @ f(): return 0  # the first",
                       "six.py | delete-statement | return 0 | 1 @ f(): return 0  # the second"]
    source = "def f(a):\n    if a:\n        return 1  # the first\n    return 0  # the second\n"
    mutants = _mutants(tmp_path, "seven.py", source)
    m = next(m for m in mutants if m.op == "delete-statement" and m.original == "return 0")
    assert M.describe(m, mutants) == "seven.py | delete-statement | return 0 | 1 @ f(): return 0"


@pytest.mark.parametrize("name", ["lasting.py", "zones.py"])
def test_every_mutant_of_an_engine_file_round_trips_through_its_entry(name):
    mutants = [m for m in MUTANTS if os.path.basename(m.path) == name]
    assert mutants
    for m in mutants:
        assert M.resolve_entry(M.describe(m, mutants), mutants) == (m.id, None)


def test_an_entry_whose_anchor_is_gone_or_missing_is_reported_by_name():
    moved = "chain.py | const-1->0 | 1 | 1 @ link = chain[-2]"
    bare = "chain.py | const-1->0 | 1 | 1"
    out = _unresolved([moved, bare])
    assert len(out) == 2
    assert out[0].startswith(moved + ": the anchor 'link = chain[-2]' is on 0 line(s)")
    assert out[1].startswith(bare + ": no anchor")
