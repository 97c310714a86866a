"""Dark Mimic LV1 (74713516) levelling up while its player's five Main Monster Zones are full.

Its text (in our words): in your Standby Phase you can send this face-up card to the GY (a
cost) to Special Summon a Dark Mimic LV3 from your hand or Deck. The cost is paid as the
effect is activated (seed 000 §代價), so the zone Dark Mimic LV1 held is empty before the
summon: a full field does not stop the level-up, as it does not stop Armed Dragon LV3's,
Silent Swordsman LV3's or Ultimate Insect LV1's, whose scripts (`kit.standby_level_up`) count
the zone the cost frees (yugioh-wiki.net 《アームド・ドラゴン LV3》: the LV monsters' level-up is
one trigger effect whose cost is the card itself). Round 58k found Dark Mimic LV1's script
asking for a free zone before its cost, unlike the others, and gave it the same helper."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("card, lv2", [("Dark Mimic LV1", "Dark Mimic LV3"),
                                       ("Armed Dragon LV3", "Armed Dragon LV5")])
def test_dark_mimic_lv1_levels_up_with_five_monsters_on_the_field(card, lv2):
    """Q: my Standby Phase; I control the face-up LV monster and four other monsters (all five
    Main Monster Zones full); its next LV is in my Deck. May I level it up? A: yes: it goes to
    my GY, its next LV takes the zone it left; five monsters still."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, card)
    for _ in range(4):
        table.monster(0, "Battle Ox")
    table.deck(0, [lv2, "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", lv2, player=0)
    s.pick("option", "Attack Position", request="option")
    s.expect(request="idle", player=0)
    assert sorted(field_monsters(duel, 0)) == sorted(["Battle Ox"] * 4 + [lv2])
    assert grave(duel, 0) == [card]
