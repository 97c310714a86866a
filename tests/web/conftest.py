"""The web tests need the `web` extra (pip install -e '.[web]'); without it they are
skipped as a whole, whether the suite or only tests/web is run."""

import importlib.util

_missing = [name for name in ("starlette", "httpx") if importlib.util.find_spec(name) is None]
if _missing:
    collect_ignore_glob = ["test_*.py"]
