"""What a Special Summon and a change of control tell each player (seed 000: a face-up card
is public, a face-down card's name is its controller's alone): the face-up monster's
passcode and name are in the public record, in that order after the event's own facts; a
face-down one's are in the private part, for the player who controls it, with who that is.
Round 33p writes these facts one by one (`special_summon`, `take_control`, `swap_control`,
actions.py) where they were a dict of facts copied in with `dict.update`; the events must
read as they did, key for key and in the same order (the logs are compared byte for byte)."""

from duelist.engine import state as S
from duelist.testing.scenario import Table


def _last(duel, kind):
    return [e for e in duel.log if e.get("type") == kind][-1]


def test_a_monster_special_summoned_face_up_from_the_graveyard_is_named_in_public():
    table = Table(turn=3, turn_player=0)
    skull = table.grave(0, "Summoned Skull")
    duel = table.build()
    card = skull.card(duel)
    old_uid = card.uid
    assert duel.special_summon(card, 0)
    event = _last(duel, "special_summon")
    assert list(event) == ["type", "player", "from", "prev", "uid", "zone", "position",
                           "code", "name", "i"]
    assert event["from"] == S.GRAVE and event["prev"] == old_uid
    assert event["code"] == card.data.code and event["name"] == "Summoned Skull"
    assert "private" not in event


def test_a_monster_special_summoned_face_up_from_the_deck_tells_its_old_place_to_its_owner_alone():
    table = Table(turn=3, turn_player=0)
    table.deck(0, ["Sangan", "Celtic Guardian"])
    duel = table.build()
    card = [c for c in duel.players[0].deck if c.data.name == "Sangan"][0]
    old_uid = card.uid
    assert duel.special_summon(card, 0)
    event = _last(duel, "special_summon")
    assert list(event) == ["type", "player", "from", "uid", "zone", "position",
                           "code", "name", "private", "i"]
    assert event["name"] == "Sangan" and event["code"] == card.data.code
    assert event["private"] == {"player": 0, "prev": old_uid}


def test_a_monster_special_summoned_face_down_is_named_only_to_its_controller():
    table = Table(turn=3, turn_player=0)
    guardian = table.grave(1, "Celtic Guardian")
    duel = table.build()
    card = guardian.card(duel)
    old_uid = card.uid
    assert duel.special_summon(card, 0, position=S.FACEDOWN_DEFENSE)
    event = _last(duel, "special_summon")
    assert "code" not in event and "name" not in event
    assert event["prev"] == old_uid          # (a GY is public: its old place is told to both)
    assert list(event["private"]) == ["code", "name", "player"]
    assert event["private"] == {"code": card.data.code, "name": "Celtic Guardian", "player": 0}


def test_a_monster_special_summoned_face_down_from_the_deck_tells_its_name_and_old_place_to_its_controller():
    table = Table(turn=3, turn_player=0)
    table.deck(0, ["Sangan", "Celtic Guardian"])
    duel = table.build()
    card = [c for c in duel.players[0].deck if c.data.name == "Celtic Guardian"][0]
    old_uid = card.uid
    assert duel.special_summon(card, 0, position=S.FACEDOWN_DEFENSE)
    event = _last(duel, "special_summon")
    assert "code" not in event and "name" not in event and "prev" not in event
    assert list(event["private"]) == ["code", "name", "player", "prev"]
    assert event["private"] == {"code": card.data.code, "name": "Celtic Guardian", "player": 0,
                                "prev": old_uid}


def test_taking_control_names_a_face_up_monster_in_public_and_a_face_down_one_to_its_new_controller():
    table = Table(turn=3, turn_player=0)
    guardian = table.monster(1, "Celtic Guardian", zone=0)
    force = table.monster(1, "Exiled Force", zone=1, position="set")
    duel = table.build()
    up, down = guardian.card(duel), force.card(duel)
    assert duel.take_control(up, 0)
    event = _last(duel, "control")
    assert list(event) == ["type", "uid", "player", "code", "name", "i"]
    assert event["name"] == "Celtic Guardian" and event["code"] == up.data.code
    assert duel.take_control(down, 0)
    event = _last(duel, "control")
    assert list(event) == ["type", "uid", "player", "private", "i"]
    assert event["private"] == {"code": down.data.code, "name": "Exiled Force", "player": 0}


def test_swapping_control_tells_each_monster_as_its_face_shows():
    table = Table(turn=3, turn_player=0)
    sangan = table.monster(0, "Sangan", zone=0)
    force = table.monster(1, "Exiled Force", zone=0, position="set")
    duel = table.build()
    mine, theirs = sangan.card(duel), force.card(duel)
    assert duel.swap_control(theirs, mine)
    first, second = [e for e in duel.log if e.get("type") == "control"][-2:]
    assert list(first) == ["type", "uid", "player", "private", "i"]
    assert first["private"] == {"code": theirs.data.code, "name": "Exiled Force", "player": 0}
    assert list(second) == ["type", "uid", "player", "code", "name", "i"]
    assert second["name"] == "Sangan" and second["player"] == 1
