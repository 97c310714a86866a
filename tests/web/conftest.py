"""tests/web need the web extra (pip install -e '.[web]' httpx playwright); without it they
are skipped as a whole, whether the suite or only tests/web is run - unless
DUELIST_WEB_TESTS=required (CI), where a missing piece is an error."""

import importlib.util
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))      # tests/web/web_helpers.py

REQUIRED = os.environ.get("DUELIST_WEB_TESTS") == "required"

if REQUIRED:
    import httpx  # noqa: F401
    import playwright  # noqa: F401
    import starlette  # noqa: F401
    import uvicorn  # noqa: F401
    import websockets  # noqa: F401
    if not os.path.exists(os.environ.get("DUELIST_CHROMIUM", "/usr/bin/chromium")):
        raise RuntimeError("DUELIST_WEB_TESTS=required but there is no Chromium at /usr/bin/chromium")
else:
    _missing = [name for name in ("starlette", "httpx") if importlib.util.find_spec(name) is None]
    if _missing:
        collect_ignore_glob = ["test_*.py"]
