"""`--replay FILE` where FILE exists but cannot be written: refused by name before a duel is
played, not found out when the duel is over (round 46d). The machine's tests run as root, who
may write anything, so the permission is refused by a stand-in `os.access`."""

import os

import pytest

from duelist.cli.common import CommandError, check_replay_path


def test_an_existing_replay_file_without_write_permission_is_refused(tmp_path, monkeypatch):
    path = tmp_path / "r.json"
    path.write_text("{}")
    monkeypatch.setattr(os, "access", lambda where, mode: where != str(path))
    with pytest.raises(CommandError) as refused:
        check_replay_path(str(path))
    assert str(refused.value) == "--replay %s: no permission to write that file" % path
