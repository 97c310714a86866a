"""`duelist duel` as someone watching two agents reads it: its default decks, a match's logs
duel by duel (round 46c)."""

from duelist.cli.main import main


def _duel(capsys, *argv):
    assert main(["duel"] + list(argv)) == 0
    return capsys.readouterr().out


def test_player_1_plays_the_yugi_starter_and_player_2_the_kaiba_starter_by_default(capsys):
    plain = _duel(capsys, "--seed", "5", "--quiet")
    assert plain == _duel(capsys, "--seed", "5", "--quiet", "--deck1", "yugi-starter", "--deck2", "kaiba-starter")
    assert plain != _duel(capsys, "--seed", "5", "--quiet", "--deck1", "kaiba-starter", "--deck2", "kaiba-starter")


def test_a_match_prints_each_duels_own_log_under_its_heading(capsys):
    out = _duel(capsys, "--match", "--seed", "3")
    parts = out.split("===== Duel ")
    assert [p.split(" =====")[0] for p in parts[1:]] == [str(n) for n in range(1, len(parts))]
    assert len(parts) >= 3
    for n, part in enumerate(parts[1:], 1):
        assert "\nDuel %d: " % n in part
        assert "--- Turn 1:" in part and "Duel begins" in part


def test_a_duel_ends_with_its_decisions_events_and_log_digest_as_its_replay_records_them(tmp_path, capsys):
    import json
    path = str(tmp_path / "r.json")
    out = _duel(capsys, "--seed", "7", "--quiet", "--replay", path)
    with open(path) as f:
        data = json.load(f)
    assert ("Decisions: %d, events: %d, log sha256: %s\n" % (len(data["answers"]), data["events"], data["log_sha256"])
            in out)
    assert data["log_sha256"].startswith("03924557")     # (e805e8d7 until stop 52: a drawn Telescope card shuffles the hand)
