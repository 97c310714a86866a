"""`duelist play` as a player sees it at the terminal: the end screen, the questions and the
answers it takes, the keys (round 46c)."""

import io

from duelist.cli import play_cmd

import terminal_helpers


def play(seed, answers=None, **kw):
    """`duelist play` with scripted keys (terminal_helpers.play), no replay written unless asked."""
    return terminal_helpers.play(seed, answers, **dict(dict(no_replay=True), **kw))


def test_the_end_screen_stands_apart_from_the_log_by_a_blank_line():
    code, screen = play(4)
    lines = screen.splitlines()
    end = [i for i, line in enumerate(lines) if line.startswith("*** ")]
    assert code == 0 and len(end) == 1
    assert lines[end[0] - 1] == ""


def test_the_next_duel_keeps_its_replay_in_the_replays_folder_already_there(tmp_path, monkeypatch):
    monkeypatch.setenv("DUELIST_DATA_DIR", str(tmp_path))
    (tmp_path / "replays").mkdir()
    (tmp_path / "replays" / "duel-20260101-000000.json").write_text("{}")
    code, screen = play(4, no_replay=False)
    assert code == 0 and "Replay saved: " in screen
    assert len(list((tmp_path / "replays").iterdir())) == 2


def test_each_opening_hand_is_one_line_and_the_ais_cards_stay_hidden():
    code, screen = play(4)
    assert code == 0
    assert screen.count("  You draw 5 cards: ") == 1
    assert screen.count("  AI draws 5 cards\n") == 1


def test_x_at_the_first_question_shows_both_banished_piles_empty():
    code, screen = play(4, ["x"])
    assert code == 0
    assert "Your banished (0):\n   (empty)\nThe AI's banished (0):\n   (empty)\n" in screen


def test_each_duel_of_a_match_starts_under_a_heading_after_a_blank_line():
    code, screen = play(4, match=True)
    lines = screen.splitlines()
    heads = [i for i, line in enumerate(lines) if line.startswith("##### Duel ")]
    assert code == 0 and len(heads) >= 2
    assert lines[heads[0]] == "##### Duel 1 of the match (wins: you 0, AI 0) #####"
    assert all(lines[i - 1] == "" for i in heads)


def test_a_card_in_either_field_zone_is_placed_there_when_an_option_or_a_chain_names_it():
    from duelist.testing.scenario import Table
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.field_spell(0, "Yami")
    table.field_spell(1, "Sogen")
    duel = table.build()
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=io.StringIO())
    view = duel.view(0)
    places = session.places()
    assert places[view["players"][0]["field"]["uid"]] == "your Field Zone"
    assert places[view["players"][1]["field"]["uid"]] == "AI's Field Zone"


def test_i_finds_a_pendulum_scale_under_mr3_where_it_is_in_no_spell_trap_zone():
    from duelist.testing.scenario import Table
    table = Table(rules="MR3", turn=3, turn_player=0, phase="main1")
    table.pendulum(1, "Foucault's Cannon", "left")
    duel = table.build()
    out = io.StringIO()
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=out)
    assert ("AI's Pendulum Zone", "Foucault's Cannon") in [(where, c["name"]) for where, c in session.visible_cards()]
    session.show_card("foucault", duel.request)
    assert out.getvalue().startswith("Foucault's Cannon\n")


def test_i_on_an_attack_shows_the_attacking_card():
    from duelist.testing.scenario import Table
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    out = io.StringIO()
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=out)
    (attack,) = [o for o in duel.request.options if o.target is not None and o.card is not None]
    session.show_card(str(attack.id), duel.request)
    assert out.getvalue().startswith("Battle Ox\n")


def test_always_asks_at_every_response_window_even_one_passed_on_this_turn():
    """`--ask new` answers a window by itself when everything in it was passed on this turn;
    `--ask always` (the default) never does."""
    from duelist.engine.protocol import Option, Request
    from duelist.testing.scenario import Table
    duel = Table(rules="MR5", turn=3, turn_player=1, phase="main1").build()
    window = Request(0, "chain", "Respond: activate a card or effect?",
                     [Option(0, "activate", card=41, name="Trap Hole"), Option(1, "pass", name="Pass")])
    for mode, answered in (("always", None), ("new", "pass"), ("never", "pass")):
        session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=io.StringIO(),
                                           ask_mode=mode)
        session.passed[duel.turn] = {window.options[0].key}
        auto = session.auto_pass(window)
        assert (auto.kind if auto is not None else None) == answered, mode


def test_a_new_duel_in_a_full_replays_folder_drops_the_oldest_replay(tmp_path, monkeypatch):
    import os
    from duelist.cli.common import KEEP_REPLAYS
    monkeypatch.setenv("DUELIST_DATA_DIR", str(tmp_path))
    folder = tmp_path / "replays"
    folder.mkdir()
    for n in range(KEEP_REPLAYS):
        old = folder / ("duel-2020010%d-%06d.json" % (n % 9 + 1, n))
        old.write_text("{}")
        os.utime(str(old), (1000000 + n, 1000000 + n))
    code, screen = play(4, no_replay=False)
    kept = sorted(os.listdir(str(folder)))
    assert code == 0 and len(kept) == KEEP_REPLAYS
    assert "duel-20200101-000000.json" not in kept            # the oldest
    assert "Replay saved: %s" % folder in screen


def test_a_monster_in_the_left_extra_monster_zone_is_placed_on_the_left():
    from duelist.testing.scenario import Table
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox", zone=5)
    table.monster(1, "Celtic Guardian", zone=6)
    duel = table.build()
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=io.StringIO())
    zones = duel.view(0)["extra_monster_zones"]
    places = session.places()
    assert places[zones[0]["uid"]] == "Extra Monster Zone left"
    assert places[zones[1]["uid"]] == "Extra Monster Zone right"


def test_a_match_the_ai_must_start_after_losing_a_duel_goes_on_to_its_end():
    """The loser of a duel decides who goes first in the next (seed 004): here the AI, asked
    between duels, while no duel is on the table."""
    code, screen = play(1, match=True, ai="random")
    assert code == 0
    assert "Duel 1: You win on turn 27" in screen
    assert "*** Match: You win (2-0; two duel wins) ***" in screen


def test_the_cards_i_can_show_are_placed_by_zone_as_the_board_numbers_them():
    from duelist.testing.scenario import Table
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox", zone=0)
    table.monster(1, "Celtic Guardian", zone=2)
    duel = table.build()
    session = play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=io.StringIO())
    seen = [(where, c["name"]) for where, c in session.visible_cards()]
    assert ("your zone 1", "Battle Ox") in seen and ("AI's zone 3", "Celtic Guardian") in seen


def test_the_hand_shows_a_monsters_level_attribute_type_and_stats_and_a_spells_kind():
    from duelist.testing.scenario import Table
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Celtic Guardian", "Dark Hole")
    duel = table.build()
    out = io.StringIO()
    play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=out).show_board()
    assert out.getvalue().endswith(
        "Your hand:\n"
        "  1 Celtic Guardian                Lv4  EARTH  Warrior       1400/1200\n"
        "  2 Dark Hole                      Normal Spell\n")


def test_after_i_the_question_waits_for_an_answer_without_complaining():
    code, screen = play(4, ["i 0", "i", "0"])
    assert code == 0
    assert "Type i and an option number (i 3) or part of a card's name (i skull)." in screen
    assert "Please type a number" not in screen


def test_new_passes_by_itself_in_a_window_holding_only_what_you_passed_on_this_turn():
    from duelist.agents import make_agent
    from duelist.deck.formats import load_deck
    from duelist.engine.duel import Duel
    game = Duel(load_deck("yugi-starter"), load_deck("kaiba-starter"), seed=2)

    def keys(prompt):           # pass at every response question, else the first option
        request = game.request
        if request.kind == "chain":
            return str([o.id for o in request.options if o.kind == "pass"][0])
        return "0"
    out = io.StringIO()
    play_cmd.TerminalSession(game, human=0, ai=make_agent("greedy", seed=3), input_fn=keys, out=out,
                             ask_mode="new").play()
    screen = out.getvalue()
    assert screen.count("activate a card or effect?") == 4
    assert screen.count("(you pass: auto-pass is 'new'; type a at a question to change it)") == 4


def test_i_with_part_of_several_names_lists_them_and_asks_for_more():
    from duelist.testing.scenario import Table
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    duel = table.build()
    out = io.StringIO()
    play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=out).show_card("t", duel.request)
    assert out.getvalue() == "Several cards match: Battle Ox, Celtic Guardian. Type more of the name.\n"


def test_a_spells_details_name_its_kind():
    from duelist.cards.db import find_card
    assert play_cmd.card_details(find_card("Dark Hole").code)[:2] == ["Dark Hole", "  Normal Spell"]
    assert play_cmd.card_details(find_card("Mirror Force").code)[:2] == ["Mirror Force", "  Normal Trap"]
