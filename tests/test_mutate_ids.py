"""A mutant id names one mutant: `mutate.py --id`, `--ids-from`, the Equivalent section's bare
ids and every runner that looks a mutant up by id take the first with that id. In a chain
`a + b + c` the outer sum and the inner `a + b` start at the same line and column; before
round 46q both got `file:line:col:+->-`, and the inner one was never run (round 46r drew
greedy.py's Level-5 bonus and ran the Level-7 one)."""

import glob
import importlib.util
import os

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir)


def _mutate_module():
    spec = importlib.util.spec_from_file_location("duelist_mutate_ids_script",
                                                  os.path.join(ROOT, "scripts", "mutate.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


M = _mutate_module()


def _repeated(mutants):
    seen, out = set(), []
    for m in mutants:
        if m.id in seen:
            out.append(m.id)
        seen.add(m.id)
    return out


def _package(name):
    return sorted(glob.glob(os.path.join(ROOT, "duelist", name, "*.py")))


def test_every_engine_mutant_has_its_own_id():
    assert _repeated(M.all_mutants(M.engine_files())) == []


def test_every_mutant_of_the_rl_environments_has_its_own_id():
    assert _repeated(M.all_mutants(_package("rl"))) == []


def test_every_mutant_of_the_agents_has_its_own_id():
    assert _repeated(M.all_mutants(_package("agents"))) == []


def test_a_chained_sum_gives_the_outermost_the_plain_id_and_numbers_the_inner_ones():
    source = "def f(a, b, c, d):\n    return a + b + c + d\n"
    sums = [m for m in M.mutants_of(os.path.join(ROOT, "f.py"), source) if m.op == "+->-"]
    by_id = {m.id: m.original for m in sums}
    assert by_id == {"f.py:2:11:+->-": "a + b + c + d", "f.py:2:11:+->-#1": "a + b + c",
                     "f.py:2:11:+->-#2": "a + b"}


def test_a_lone_sum_and_a_chained_comparison_keep_their_ids():
    source = "def f(a, b, c):\n    return a + b if a < b < c else c - a\n"
    ids = {m.id for m in M.mutants_of(os.path.join(ROOT, "f.py"), source)}
    assert {"f.py:2:11:+->-", "f.py:2:20:<-><=#0", "f.py:2:20:<-><=#1", "f.py:2:35:-->+"} <= ids
    assert not any(i.endswith("+->-#1") or i.endswith("-->+#1") for i in ids)
