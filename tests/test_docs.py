"""The examples in docs/scenarios.md stay true: every example test in it runs here."""

import os
import re

import pytest

DOC = os.path.join(os.path.dirname(__file__), os.pardir, "docs", "scenarios.md")
PRELUDE = """
from duelist.engine import state as S
from duelist.testing import Script, Table
from duelist.testing.reads import grave, hand, kinds, lp, monsters, of_type, once
"""


def _example_tests():
    with open(DOC, encoding="utf-8") as handle:
        text = handle.read()
    out = []
    for block in re.findall(r"```python\n(.*?)```", text, re.S):
        for name in re.findall(r"^def (test_\w+)\(\):", block, re.M):
            out.append((name, block))
    return out


EXAMPLES = _example_tests()


def test_the_scenario_guide_has_example_tests():
    assert len(EXAMPLES) >= 3


@pytest.mark.parametrize("name, block", EXAMPLES, ids=[name for name, _ in EXAMPLES])
def test_scenario_guide_example_passes(name, block):
    namespace = {}
    exec(compile(PRELUDE + block, DOC, "exec"), namespace)
    namespace[name]()


COVERAGE = os.path.join(os.path.dirname(__file__), os.pardir, "docs", "rules-coverage.md")


def test_every_test_named_in_the_rules_coverage_table_exists():
    """docs/rules-coverage.md stays true: each `file::test` it cites is a test function
    (files without a folder live in tests/engine/)."""
    root = os.path.join(os.path.dirname(__file__), os.pardir)
    with open(COVERAGE, encoding="utf-8") as handle:
        text = handle.read()
    refs = set(re.findall(r"`([\w/]+\.py)::(\w+)`", text))
    for path, names in re.findall(r"`(tests/[\w/]+\.py)` \(e\.g\. ([^)]*)\)", text):
        refs.update((path, name) for name in re.findall(r"`(\w+)`", names))
    refs = sorted(refs)
    assert len(refs) > 100
    missing = []
    for path, name in refs:
        full = os.path.join(root, path if "/" in path else os.path.join("tests", "engine", path))
        if not os.path.exists(full):
            missing.append("%s (no such file)" % path)
            continue
        with open(full, encoding="utf-8") as handle:
            if not re.search(r"^def %s\(" % re.escape(name), handle.read(), re.M):
                missing.append("%s::%s" % (path, name))
    assert not missing, "the coverage table cites missing tests: %s" % ", ".join(missing)


def test_every_seed_file_has_a_section_in_the_coverage_table():
    with open(COVERAGE, encoding="utf-8") as handle:
        text = handle.read()
    for seed in ("000_f0a519cb3a081f86.txt", "001_f682c5902d633803.txt", "004_8c65072812d66f33.txt"):
        assert seed in text
