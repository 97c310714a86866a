"""tests/web need the web extra (pip install -e '.[web]' httpx playwright); without it they
are skipped, unless DUELIST_WEB_TESTS=required (CI), where a missing piece is an error."""

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))      # tests/web/web_helpers.py

REQUIRED = os.environ.get("DUELIST_WEB_TESTS") == "required"

if REQUIRED:
    import httpx  # noqa: F401
    import starlette  # noqa: F401
    import uvicorn  # noqa: F401
    import websockets  # noqa: F401
    import playwright  # noqa: F401
    if not os.path.exists(os.environ.get("DUELIST_CHROMIUM", "/usr/bin/chromium")):
        raise RuntimeError("DUELIST_WEB_TESTS=required but there is no Chromium at /usr/bin/chromium")
else:
    pytest.importorskip("starlette", reason="the web extra is not installed (pip install -e '.[web]')")
    pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx")
