"""`duelist odds` as a deck builder asks it: a group needs a name and a card (round 46c)."""

import pytest

from duelist.cli.main import main


@pytest.mark.parametrize("group", ["magic=", "=Dark Magician", " = Dark Magician"])
def test_a_group_without_a_name_or_without_a_card_is_refused_in_one_line(capsys, group):
    assert main(["odds", "yugi-starter", "--group", group]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == "duelist: --group %r: give a name and at least one card\n" % group


def test_a_group_of_commas_alone_names_no_card_and_is_refused(capsys):
    assert main(["odds", "yugi-starter", "--group", "magic= , "]) == 2
    assert "give a name and at least one card" in capsys.readouterr().err


def test_the_text_report_gives_each_groups_chance_then_the_chance_of_all(capsys):
    """Dark Magician and Dark Hole (1 each) in 50 cards, 5 drawn: 1 - (45*44)/(50*49) = 19.18%;
    Summoned Skull alone: 5/50 = 10%."""
    assert main(["odds", "yugi-starter", "--group", "magic=Dark Magician,Dark Hole",
                 "--group", "skull=Summoned Skull"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "yugi-starter: 50 cards in the Main Deck, opening hand of 5",
        "  at least one magic (2 cards): 19.18%",
        "  at least one skull (1 cards): 10.00%",
        "  at least one of every group: 1.58% (exactly 31/1960)"]
