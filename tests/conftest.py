"""Suite-wide: the game's own files (kept replays) go to a temporary folder, never the
user's data directory."""

import pytest


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("DUELIST_DATA_DIR", str(tmp_path_factory.mktemp("duelist-data")))
