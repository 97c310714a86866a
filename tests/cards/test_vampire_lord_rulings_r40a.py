"""Vampire Lord (53839837): destroyed face-down by the opponent's card effect, it still comes
back in its controller's next Standby Phase: its effect asks only that the opponent's card
effect destroyed it and sent it to the GY (it is activated in the GY).

Sources: Vampire Lord's text (destroyed by the opponent's card effect and sent to the GY, it
Special Summons itself in its controller's next Standby Phase); yugioh-wiki.net 《ネフティスの鳳凰神》
compares the two cards (Vampire Lord needs the opponent's card); seed 000 §效果分類 誘發效果."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_vampire_lord_destroyed_face_down_by_the_opponents_dark_hole_returns():
    """Question: player 1's Vampire Lord is Set; player 0's Dark Hole destroys it. Answer: it
    is Special Summoned in player 1's next Standby Phase (turn 4)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.monster(1, "Vampire Lord", position="set")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", request="idle")
    assert grave(duel, 1) == ["Vampire Lord"]
    s.end_turn()
    s.pick("option", "Attack Position", request="option", player=1)
    assert duel.turn == 4 and field_monsters(duel, 1) == ["Vampire Lord"]
