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
