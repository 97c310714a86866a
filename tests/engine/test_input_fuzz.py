"""The input fuzzer (duelist.testing.input_fuzz): a fixed seeded sample of every target
finds nothing, and the fuzzer does see what it is there to see (a reader raising an
error that is not its own, a web message failing inside the server, a refused answer that
changed the duel). Long runs: python -m duelist.testing.input_fuzz --seconds N."""

import pytest

from duelist.testing import input_fuzz
from duelist.testing.input_fuzz import TARGETS, run_one

# seeds per target in the quick sample (the slow targets fewer)
SAMPLE = {"ydk": 60, "ydke": 60, "lflist": 80, "banlist-name": 40, "replay": 40, "match-replay": 30,
          "playback": 30, "answer": 30, "web": 25, "cli": 25, "terminal": 15}


def test_every_target_has_a_sample():
    assert sorted(SAMPLE) == sorted(name for name, _ in TARGETS)


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_a_seeded_sample_of_spoiled_inputs_is_refused_cleanly(name):
    findings = [f for f in (run_one(name, seed) for seed in range(1000, 1000 + SAMPLE[name])) if f]
    assert findings == []


def _first_finding(name, seeds=300):
    for seed in range(seeds):
        found = run_one(name, seed)
        if found:
            return found
    return None


def test_a_reader_that_raises_an_error_not_its_own_is_a_finding(monkeypatch):
    """The old lflist reader: int() of a superscript digit, a ValueError out of parse_lflist."""
    from duelist.deck import banlist
    real = banlist._parse_entry

    def old(line, source, number):
        if "\u00b2" in line:
            int("\u00b2")
        return real(line, source, number)
    monkeypatch.setattr(banlist, "_parse_entry", old)
    found = _first_finding("lflist")
    assert found is not None and "parse_lflist: ValueError" in found


def test_a_web_message_failing_inside_the_server_is_a_finding(monkeypatch, capsys):
    from duelist.web.rooms import Lobby

    async def broken(self, client, message):
        raise KeyError("bug")
    monkeypatch.setattr(Lobby, "on_spectate", broken)
    found = _first_finding("web")
    capsys.readouterr()            # the server's own traceback print
    assert found is not None and "internal error: KeyError" in found


def test_a_refused_answer_that_changed_the_duel_is_a_finding(monkeypatch):
    from duelist.engine.duel import Duel
    from duelist.engine.protocol import IllegalAnswerError

    def spoiling(self, request, choice):
        self.answers.append(0)
        raise IllegalAnswerError("refused, but too late")
    monkeypatch.setattr(Duel, "_match", spoiling)
    found = _first_finding("answer")
    assert found is not None and "was refused but changed the game" in found


def test_a_command_that_lets_a_traceback_out_is_a_finding(monkeypatch):
    from duelist.cli import odds_cmd

    def failing(*args, **kwargs):
        raise LookupError("no card with passcode 1314387")
    monkeypatch.setattr(odds_cmd, "deck_groups", failing)
    found = _first_finding("cli")
    assert found is not None and "duelist odds" in found and "LookupError" in found


def test_the_long_run_script_reports_its_counts(capsys):
    assert input_fuzz.main(["--seconds", "0.01", "--seed-base", "5", "--targets", "ydk,lflist"]) == 0
    out = capsys.readouterr().out
    assert "seed base 5" in out and "findings: 0" in out


def test_an_unknown_target_is_refused_by_name(capsys):
    with pytest.raises(SystemExit):
        input_fuzz.main(["--targets", "ydk,nope"])
    assert "unknown target(s) nope" in capsys.readouterr().err


def test_a_match_replay_that_verifies_with_its_answers_cut_is_a_finding(monkeypatch):
    """The match replay before round 11h: nothing checked an unfinished match's answers after
    its last finished duel (here: the 'current' record compares no field)."""
    from duelist.match.match import Match
    monkeypatch.setattr(Match, "_standing", lambda self: {})
    found = _first_finding("match-replay")
    assert found is not None and "were cut or changed" in found
