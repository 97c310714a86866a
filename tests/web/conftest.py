import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (pip install -e '.[web]')")
pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx")
