"""The answer protocol, hardened (issue 8 §2; DESIGN §2): every option has a key of its own,
and an answer whose id or player is not exactly an int in range is refused with
IllegalAnswerError (never TypeError), leaving the duel as it was."""

import pytest

from duelist.engine.duel import Duel
from duelist.engine.events import log_bytes
from duelist.engine.protocol import IllegalAnswerError, Option
from duelist.testing import Script, Table
from duelist.testing.leaks import check_request_keys
from duelist.testing.property import default_decks


def _duel():
    d0, d1 = default_decks()
    return Duel(d0, d1, seed=1, first_player=0)


def _special_summon_position_question():
    """Monster Reborn on a monster in the GY: the summoning player picks its position
    (seed 000 §特殊召喚: face-up Attack or Defense Position)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    if duel.request.kind == "target":
        s.pick("target", "Summoned Skull")
    s.expect(request="option", player=0)
    return duel


def test_the_special_summon_position_question_has_one_key_per_option():
    duel = _special_summon_position_question()
    keys = [o.key for o in duel.request.options]
    assert len(set(keys)) == len(keys) == 2
    check_request_keys(duel.request)


def test_answering_by_key_picks_the_option_with_that_key():
    """Today's fault: both positions had the key 'option', so answer('option') took the
    first one whatever the player meant."""
    duel = _special_summon_position_question()
    defense = [o for o in duel.request.options if o.name == "Defense Position"][0]
    duel.answer(defense.key)
    skull = [c for c in duel.monsters(0) if c.data.name == "Summoned Skull"][0]
    assert skull.position == "defense"


def test_declared_words_have_keys_of_their_own():
    """Vampire Lord's declaration (Monster, Spell or Trap) is a request of labelled
    options: each gets its own key, and answering by key declares that word."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Vampire Lord")
    table.deck(1, ["Battle Ox", "Dark Hole", "Trap Hole"])
    duel = table.build()
    Script(duel).pick("attack", "Vampire Lord", target="player")
    request = duel.request
    assert request.kind == "option"
    check_request_keys(request)
    trap = [o for o in request.options if o.name == "Trap"][0]
    duel.answer(trap.key)
    assert [e["value"] for e in duel.log if e["type"] == "declare"] == ["Trap"]


BAD_IDS = ["0", "", None, 0.0, 1.0, float("nan"), True, False, [0], {"id": 0}, (0,), b"0",
           Option("0", "end_turn"), Option(None, "end_turn"), Option(0.0, "end_turn"),
           Option(True, "end_turn"), 2 ** 70, -1]


@pytest.mark.parametrize("bad", BAD_IDS, ids=[repr(b)[:30] for b in BAD_IDS])
def test_an_answer_that_is_not_exactly_an_int_id_is_an_illegal_answer(bad):
    duel = _duel()
    before, request = log_bytes(duel.log), duel.request
    with pytest.raises(IllegalAnswerError):
        duel.answer(bad)
    assert duel.request is request and log_bytes(duel.log) == before and duel.answers == []


BAD_PLAYERS = [True, False, 1.0, 0.0, "0", "1", 2, -1, [0], object()]


@pytest.mark.parametrize("player", BAD_PLAYERS, ids=[repr(p)[:30] for p in BAD_PLAYERS])
def test_an_answer_from_a_player_that_is_not_0_or_1_is_an_illegal_answer(player):
    duel = _duel()
    before = log_bytes(duel.log)
    with pytest.raises(IllegalAnswerError):
        duel.answer(0, player=player)
    assert log_bytes(duel.log) == before and duel.answers == []


def test_the_deciding_player_as_a_plain_int_is_taken():
    duel = _duel()
    duel.answer(duel.request.find(kind="end_turn")[0].id, player=0)
    assert duel.answers and duel.request.player == 1


@pytest.mark.parametrize("player", [True, 1.0, "1", 2])
def test_a_match_refuses_the_same_bad_players(player):
    from duelist.match import Match
    d0, d1 = default_decks()
    match = Match({"main": d0.main}, {"main": d1.main}, seed=2)
    request = match.request
    with pytest.raises(IllegalAnswerError):
        match.answer(0, player=player)
    assert match.request is request and match.answers == []


@pytest.mark.parametrize("bad", ["0", None, 0.0, True, Option("0", "go_first")])
def test_a_match_refuses_the_same_bad_ids(bad):
    from duelist.match import Match
    d0, d1 = default_decks()
    match = Match({"main": d0.main}, {"main": d1.main}, seed=2)
    with pytest.raises(IllegalAnswerError):
        match.answer(bad)
    assert match.answers == []
