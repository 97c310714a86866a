"""The mutant lists stay true while the engine moves: every line of
scripts/rule_mutants.txt and every equivalent mutant named in docs/mutation.md still
names a mutant the engine has (docs/mutation.md). A line that names none would leave a
rule untested by the mutant run, or count a real survivor as equivalent."""

import importlib.util
import os
import re

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


def _rule_lines():
    with open(os.path.join(ROOT, "scripts", "rule_mutants.txt"), encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f if line.strip() and not line.startswith("#")]


def _equivalent_lines():
    with open(os.path.join(ROOT, "docs", "mutation.md"), encoding="utf-8") as f:
        text = f.read()
    section = text.split("## Equivalent mutants", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"`([\w.]+\.py \| [^`]+ \| \d+)`", section)


def test_every_rule_mutant_line_names_a_mutant_of_the_engine():
    lines = _rule_lines()
    assert len(lines) >= 20
    missing = [line for line in lines if M._resolve(line, MUTANTS) not in IDS]
    assert missing == []


def test_every_listed_equivalent_mutant_names_a_mutant_of_the_engine():
    lines = _equivalent_lines()
    assert len(lines) >= 5
    missing = [line for line in lines if M._resolve(line, MUTANTS) not in IDS]
    assert missing == []


def test_an_anchored_line_picks_the_mutant_on_its_source_line():
    chain = [line for line in _rule_lines() if "@ link = chain[-1]" in line]
    assert len(chain) == 1
    picked = M._resolve(chain[0], MUTANTS)
    mutant = next(m for m in MUTANTS if m.id == picked)
    with open(mutant.path, encoding="utf-8") as f:
        source_line = f.read().splitlines()[mutant.line - 1]
    assert "link = chain[-1]" in source_line     # seed 004: the last link resolves first
