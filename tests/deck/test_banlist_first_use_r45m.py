"""A program whose first question is which banlists exist (a tournament tool listing them
before a player picks one) gets the bundled lists, their short names resolved, without
having loaded any list before: each public look-up reads the bundled files itself."""

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.mark.parametrize("call", ["list_banlists()", "banlist_aliases()", "load_banlist('GOAT').name"])
def test_the_first_look_up_in_a_fresh_program_reads_the_bundled_lists(call):
    code = ("import json; from duelist.deck.banlist import list_banlists, banlist_aliases, load_banlist; "
            "print(json.dumps(%s))" % call)
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    from duelist.deck.banlist import banlist_aliases, list_banlists, load_banlist
    expected = {"list_banlists()": list_banlists(), "banlist_aliases()": banlist_aliases(),
                "load_banlist('GOAT').name": load_banlist("GOAT").name}[call]
    assert answer == expected and answer
