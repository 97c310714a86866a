"""A small run of the loopback load test (scripts/web_load.py runs 200 duels): concurrent
AI-vs-AI duels over real WebSocket connections to a real `duelist serve` finish with no
error message. Speed figures come from the script, never from a timed test."""

import importlib.util
import os

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed")
pytest.importorskip("websockets", reason="the web extra (uvicorn[standard]) brings the websockets client")

SCRIPT = os.path.join(os.path.dirname(__file__), "..", "..", "scripts", "web_load.py")


def _load_script():
    spec = importlib.util.spec_from_file_location("web_load", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_concurrent_duels_over_websocket_finish_without_error():
    report = _load_script().load_test(duels=12, time_limit=240)
    assert report["errors"] == []
    assert report["finished"] == 12
    assert report["decisions"] > 12 * 20
