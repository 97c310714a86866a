"""`duelist play` shows a Link Monster's rating and arrows instead of a DEF (seed 000 連接怪獸:
連接數值, 連接标記; no 守備力)."""

from duelist.cli.play_cmd import _monster_line, card_details
from duelist.cards.db import find_card
from duelist.testing.scenario import Table


def test_the_board_shows_link_rating_and_arrows():
    table = Table(rules="MR5")
    table.monster(0, "Decode Talker")
    table.monster(0, "Celtic Guardian", zone=4)    # not in a zone Decode Talker points to
    duel = table.build()
    view = duel.view(0)
    assert _monster_line(view["extra_monster_zones"][0]) == "Decode Talker 2300 LINK-3 [N SW SE] ATK"
    assert _monster_line(view["players"][0]["monsters"][4]) == "Celtic Guardian 1400/1200 ATK"


def test_card_details_of_a_link_monster_name_its_arrows_and_no_def():
    lines = card_details(find_card("Proxy Dragon").code)
    assert lines[1] == "  LIGHT monster, Cyberse / Link / Effect, LINK-2 [W E], ATK 1400"
