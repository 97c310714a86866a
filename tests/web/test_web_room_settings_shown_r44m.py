"""The room's settings as every state shows them to its players (Room.public_settings, read
with .get so that a broken room whose stored settings could not be read shows them too):
which AI a room against the AI plays, none in a room of two people. (Round 44m: a survivor
of public_settings' opponent test.)"""

from test_web_lobby_look_for_rooms_closed_by_the_operator_r44m import Lobby, Person, _pair


def test_a_room_against_the_ai_says_which_ai_and_a_room_of_two_people_names_none():
    """The room's settings as every state shows them (kept readable for a broken room
    whose settings could not be read): the AI's name in a room against it, none in a
    room of two people."""
    lobby = Lobby(None)
    alone = Person(lobby)
    alone.ask(type="create", deck="yugi-starter", opponent="ai", ai="greedy", ai_deck="kaiba-starter")
    states = [m for m in alone.received if m["type"] == "state"]
    assert states and states[-1]["settings"]["opponent"] == "ai" and states[-1]["settings"]["ai"] == "greedy"
    room, (ann, bob) = _pair(lobby)
    shown = [m for m in bob.received if m["type"] == "state"][-1]["settings"]
    assert shown["opponent"] == "person" and shown["ai"] is None
