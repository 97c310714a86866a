"""Views and the log's public/private forms (DESIGN §2): no hidden information leaks."""

import json

from duelist.engine.duel import Duel
from duelist.engine.events import event_for, public_form
from duelist.testing import Script, Table
from duelist.testing.property import default_decks


def _table():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Celtic Guardian")
    table.hand(1, "Blue-Eyes White Dragon")
    table.monster(0, "Mystical Elf", position="set")
    table.monster(1, "Dark Magician", position="set")
    table.deck(0, ["Battle Ox"])
    table.deck(1, ["Summoned Skull"])
    return table.build()


def test_opponent_hand_shows_only_card_identities_not_names():
    view = _table().view(0)
    assert view["players"][0]["hand"][0]["name"] == "Celtic Guardian"
    assert set(view["players"][1]["hand"][0]) == {"uid"}


def test_deck_order_is_hidden_even_from_its_owner():
    view = _table().view(0)
    assert view["players"][0]["deck"] == 1 and view["players"][1]["deck"] == 1
    assert "Battle Ox" not in json.dumps(view)


def test_face_down_monsters_are_hidden_from_the_opponent_only():
    duel = _table()
    mine, theirs = duel.view(0)["players"][0]["monsters"][0], duel.view(0)["players"][1]["monsters"][0]
    assert mine["name"] == "Mystical Elf" and mine["position"] == "set"
    assert "name" not in theirs and "atk" not in theirs and theirs["position"] == "set"
    assert "Dark Magician" not in json.dumps(duel.view(0))
    assert "Mystical Elf" not in json.dumps(duel.view(1))


def test_spectator_sees_neither_hand_nor_face_down_cards():
    text = json.dumps(_table().view(None))
    for secret in ("Celtic Guardian", "Blue-Eyes White Dragon", "Mystical Elf", "Dark Magician"):
        assert secret not in text


def test_the_pending_request_is_shown_only_to_its_player():
    duel = _table()
    assert "request" in duel.view(0)
    assert "request" not in duel.view(1) and duel.view(1)["waiting_for"] == 0


def test_draw_and_set_events_are_private_to_their_player():
    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=5, first_player=0)
    draws = [e for e in duel.log if e["type"] == "draw" and e["player"] == 0]
    assert draws and all("code" not in public_form(e) for e in draws)
    assert all("code" in event_for(e, 0) for e in draws)
    assert all("code" not in event_for(e, 1) for e in draws)
    Script(duel).pick("set", first=True)
    setting = [e for e in duel.log if e["type"] == "set_monster"][0]
    assert "name" not in event_for(setting, 1) and "name" in event_for(setting, 0)


def test_log_for_a_player_never_names_the_opponents_hidden_cards():
    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=8, first_player=0)
    hidden_names = {c.data.name for c in duel.players[1].hand}
    own = {c.data.name for c in duel.players[0].hand}
    seen = json.dumps(duel.log_for(0))
    for name in hidden_names - own:
        assert name not in seen


def test_log_is_json_serialisable():
    json.dumps(_table().log)


def test_scenario_equip_history_shows_in_the_view():
    """The scenario builder's per-card history includes 'equipped to'."""
    table = Table(turn=3, turn_player=0, phase="main1")
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=guardian)
    duel = table.build()
    axe = duel.view(1)["players"][0]["spells"][0]
    assert axe["name"] == "Lucky Iron Axe" and axe["equipped_to"] == guardian.uid(duel)


def test_viewer_must_be_a_player_or_a_spectator():
    import pytest
    duel = _table()
    for bad in (True, 2, -1, "0"):
        with pytest.raises(ValueError):
            duel.view(bad)
        with pytest.raises(ValueError):
            duel.log_for(bad)


def test_log_for_returns_copies_that_cannot_corrupt_the_log():
    duel = _table()
    before = json.dumps(duel.log, sort_keys=True)
    for event in duel.log_for(None):
        event["type"] = "tampered"
    duel.view(0)["players"][0]["hand"].clear()
    assert json.dumps(duel.log, sort_keys=True) == before


def test_face_down_equip_target_is_not_shown_to_the_opponent():
    table = Table(turn=3, turn_player=0, phase="main1")
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Lucky Iron Axe", face_down=True, equipped_to=guardian)
    duel = table.build()
    assert "equipped_to" not in duel.view(1)["players"][0]["spells"][0]
    assert "equipped_to" in duel.view(0)["players"][0]["spells"][0]


def test_debug_moves_into_a_hand_stay_private():
    from duelist.engine import state as S
    from duelist.engine.events import event_for
    table = Table(turn=3, turn_player=0, phase="main1")
    elf = table.monster(1, "Mystical Elf")
    duel = table.build()
    duel.debug_move(elf.uid(duel), S.HAND)
    moved = duel.log[-1]
    assert "name" not in event_for(moved, 0) and event_for(moved, 1)["name"] == "Mystical Elf"


def test_extra_deck_is_hidden_from_the_opponent_and_shown_to_its_owner():
    """seed 000 §卡組區域 › 額外卡組區域: the Extra Deck is placed face-down; its owner may look
    at it, the opponent and spectators see only how many cards it holds."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.extra(0, "Thousand-Eyes Restrict")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    own = duel.view(0)["players"][0]["extra"]
    assert [c["name"] for c in own] == ["Thousand-Eyes Restrict"]
    assert duel.view(1)["players"][0]["extra"] == 1 and duel.view(None)["players"][0]["extra"] == 1
    for viewer in (1, None):
        assert "Thousand-Eyes Restrict" not in json.dumps(duel.view(viewer))
