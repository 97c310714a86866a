"""The observation names every kind of request and option the engine can make (issue 14:
never drop options silently). An option of a kind the features did not list would get an
all-zero kind column, indistinguishable from another unknown kind: an agent could not tell
a Synchro Summon from a Link Summon. The engine's kinds are read from its source, so a new
kind added without the features fails here."""

import os
import re

import pytest

pytest.importorskip("numpy")

from duelist.rl.features import OPTION_KINDS, REQUEST_KINDS  # noqa: E402

ROOT = os.path.join(os.path.dirname(__file__), "..", "..", "duelist")
ASK = re.compile(r'_ask\(\s*[\w.\[\]]+\s*,\s*"([a-z_]+)"')
OPTION = re.compile(r'Option\([^,()]+(?:\([^)]*\))?,\s*"([a-z_]+)"')
TARGET_OPTIONS = re.compile(r'_add_target_options\(\s*\w+\s*,\s*"([a-z_]+)"')


def _engine_sources():
    for folder in ("engine", "cards"):
        for dirpath, _dirs, files in os.walk(os.path.join(ROOT, folder)):
            for name in files:
                if name.endswith(".py"):
                    with open(os.path.join(dirpath, name), encoding="utf-8") as handle:
                        yield handle.read()


def _kinds(*patterns):
    found = set()
    for text in _engine_sources():
        for pattern in patterns:
            found.update(pattern.findall(text))
    return found


def test_every_request_kind_the_engine_asks_is_an_observed_request_kind():
    asked = _kinds(ASK)
    assert {"idle", "battle", "chain", "tribute", "zone"} <= asked     # the scan reads the engine
    assert sorted(asked - set(REQUEST_KINDS)) == []


def test_every_option_kind_the_engine_offers_is_an_observed_option_kind():
    offered = _kinds(OPTION, TARGET_OPTIONS)
    assert {"summon", "activate", "attack", "synchro_summon", "link_summon"} <= offered
    assert sorted(offered - set(OPTION_KINDS)) == []
