"""The decision protocol (DESIGN §2): requests, validated answers, illegal answers change nothing."""

import pytest

from duelist.engine.duel import Duel
from duelist.engine.events import log_bytes
from duelist.engine.protocol import DuelOverError, IllegalAnswerError, Option
from duelist.testing import Script, Table
from duelist.testing.property import default_decks


def _duel(seed=1, first_player=0):
    d0, d1 = default_decks()
    return Duel(d0, d1, seed=seed, first_player=first_player)


def test_first_request_is_the_main_phase_menu_of_the_first_player():
    duel = _duel()
    assert duel.request.player == 0
    assert duel.request.kind == "idle"
    kinds = {o.kind for o in duel.request.options}
    assert "end_turn" in kinds and "summon" in kinds


def test_option_ids_are_positions_and_keys_are_unique():
    duel = _duel()
    options = duel.request.options
    assert [o.id for o in options] == list(range(len(options)))
    assert len({o.key for o in options}) == len(options)


@pytest.mark.parametrize("bad", [-1, 999, "nonsense", None, 1.5, True,
                                 Option(0, "attack", card=12345, target="player")])
def test_illegal_answer_raises_and_changes_nothing(bad):
    duel = _duel()
    before = log_bytes(duel.log)
    request = duel.request
    view = duel.view(0)
    with pytest.raises(IllegalAnswerError) as info:
        duel.answer(bad)
    assert "Valid options" in str(info.value)
    assert duel.request is request
    assert log_bytes(duel.log) == before
    assert duel.view(0) == view
    assert duel.answers == []


def test_answer_by_option_id_and_key_are_equivalent():
    a, b, c = _duel(), _duel(), _duel()
    option = a.request.options[0]
    a.answer(option)
    b.answer(option.id)
    c.answer(option.key)
    assert log_bytes(a.log) == log_bytes(b.log) == log_bytes(c.log)


def test_option_from_an_older_request_is_refused():
    duel = _duel()
    old = duel.request.find(kind="end_turn")[0]
    duel.answer(duel.request.find(kind="summon")[0])
    # the new request has different options: an old Option object with a stale id is refused
    stale = Option(len(duel.request.options) + 5, old.kind)
    with pytest.raises(IllegalAnswerError):
        duel.answer(stale)


def test_answers_after_the_end_raise_duel_over():
    table = Table(turn=3, turn_player=0, phase="battle_step", lp=(8000, 100))
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    Script(duel).pick("attack", "Celtic Guardian", target="player")
    assert duel.result["winner"] == 0
    assert duel.request is None
    with pytest.raises(DuelOverError):
        duel.answer(0)


def test_coin_toss_winner_chooses_to_go_first_or_second():
    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=4)
    request = duel.request
    assert request.kind == "first_player"
    assert {o.kind for o in request.options} == {"go_first", "go_second"}
    chooser = request.player
    duel.answer(request.find(kind="go_second")[0])
    assert duel.first_player == 1 - chooser
    assert duel.turn == 1 and duel.turn_player == 1 - chooser


def test_request_to_dict_is_json_ready():
    import json
    duel = _duel()
    data = duel.request.to_dict()
    json.dumps(data)
    assert data["player"] == 0 and data["options"][0]["id"] == 0


@pytest.mark.parametrize("deck, message", [
    (["abc"], "'abc' is not a passcode"),
    ([1.5], "1.5 is not a passcode"),
    ([-5], "-5 is not a passcode"),
    ([12345678], "unknown passcode 12345678"),
    (None, "has no deck"),
    (7, "expected a list of passcodes"),
])
def test_bad_decks_are_refused_with_a_clear_message(deck, message):
    from duelist.engine.duel import DeckRefusedError
    d0, _ = default_decks()
    with pytest.raises(DeckRefusedError) as info:
        Duel(d0, deck, seed=1)
    assert message in str(info.value)


@pytest.mark.parametrize("kwargs", [{"seed": -1}, {"seed": "x"}, {"rules": "MR9"}, {"first_player": 2}])
def test_bad_duel_settings_are_refused(kwargs):
    d0, d1 = default_decks()
    with pytest.raises(ValueError):
        Duel(d0, d1, **kwargs)


def test_request_find_keeps_only_the_options_matching_every_field():
    """Request.find (for tests and tools): the options whose every given field matches; a card
    uid picks that card's options alone."""
    request = _duel(seed=3).request
    by_card = {}
    for option in request.options:
        if option.card is not None:
            by_card.setdefault(option.card, []).append(option)
    assert len(by_card) >= 2
    for uid, options in by_card.items():
        assert request.find(card=uid) == options
        assert request.find(kind=options[0].kind, card=uid) == [o for o in options if o.kind == options[0].kind]
