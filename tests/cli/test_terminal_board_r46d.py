"""`duelist play`'s board as a player reads it: a side with nothing on the field says so, and
each Graveyard shows its top card (round 46d)."""

import io

from duelist.cli import play_cmd
from duelist.testing.scenario import Table

import terminal_helpers


def _board(table):
    out = io.StringIO()
    session = play_cmd.TerminalSession(table.build(), human=0, ai=None, input_fn=None, out=out)
    session.show_board()
    return out.getvalue().splitlines()


def test_a_side_with_no_card_on_the_field_says_so_under_its_life_points():
    code, screen = terminal_helpers.play(4, ["b", "q"], no_replay=True)
    lines = screen.splitlines()
    sides = [i for i, line in enumerate(lines) if " LP  8000 | hand " in line]
    assert code == 0 and len(sides) >= 2
    for i in sides[:2]:
        assert lines[i + 1] == "    (no cards on the field)"


def test_only_the_side_with_nothing_on_the_field_says_so():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox", zone=0)
    lines = _board(table)
    assert lines.count("    (no cards on the field)") == 1
    assert lines.index("    (no cards on the field)") < [i for i, l in enumerate(lines) if "Battle Ox" in l][0]


def test_each_graveyard_shows_its_top_card_and_how_to_see_the_rest():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.grave(0, "Battle Ox", "Celtic Guardian")
    table.grave(1, "Dark Magician")
    lines = _board(table)
    assert "    GY top: Dark Magician" in lines
    assert "    GY top: Celtic Guardian (g shows all 2)" in lines
    assert lines.index("    GY top: Dark Magician") < lines.index("    GY top: Celtic Guardian (g shows all 2)")


def test_two_alike_options_for_two_copies_in_the_hand_say_which_copy_each_means():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox", "Battle Ox")
    duel = table.build()
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=io.StringIO())
    labels = [label for label in session.option_labels(duel.request) if "Battle Ox" in label]
    assert labels and all(label.endswith(("(your hand 1)", "(your hand 2)")) for label in labels)
    assert sum(label.endswith("(your hand 1)") for label in labels) == len(labels) // 2


def test_a_face_up_card_in_the_extra_deck_is_placed_there():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.extra(0, "Foucault's Cannon", face_up=True)
    duel = table.build()
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=io.StringIO())
    card = duel.view(0)["players"][0]["extra_face_up"][0]
    assert session.places()[card["uid"]] == "your Extra Deck (face-up)"


def test_i_finds_a_monster_in_an_extra_monster_zone():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(1, "Celtic Guardian", zone=6)
    duel = table.build()
    out = io.StringIO()
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=out)
    session.show_card("celtic", duel.request)
    assert out.getvalue().startswith("Celtic Guardian\n")


def test_playing_the_second_seat_i_finds_the_cards_on_both_sides():
    """`duelist match --human 2`: the human is player 2 and the AI player 1."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox", zone=0)
    table.monster(1, "Celtic Guardian", zone=2)
    duel = table.build()
    session = play_cmd.TerminalSession(duel, human=1, ai=None, input_fn=None, out=io.StringIO())
    seen = [(where, c["name"]) for where, c in session.visible_cards()]
    assert ("your zone 3", "Celtic Guardian") in seen and ("AI's zone 1", "Battle Ox") in seen
