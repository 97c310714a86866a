"""A Tribute Summon's Tributes by Level (seed 000 §上級召喚): Level 5 and 6 monsters need 1,
Level 7 and above need 2, in a duel of scripted cards as in one of Normal Monsters (turn.py
`_tributes_needed`, which writes out `tributes_needed`'s rule: round 11, hturn8)."""

import pytest

from duelist.engine.turn import tributes_needed
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("name, level, need", [("Celtic Guardian", 4, 0), ("Gemini Elf", 4, 0), ("Curse of Dragon", 5, 1),
                                               ("Summoned Skull", 6, 1), ("Dark Magician", 7, 2),
                                               ("Blue-Eyes White Dragon", 8, 2)])
def test_the_tributes_a_normal_summon_asks_by_level(name, level, need):
    """Three monsters on the field (one with an effect: a duel with scripts), the monster in
    the hand Normal Summoned: exactly `need` Tribute questions come before it is placed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Mystic Tomato")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Giant Soldier of Stone")
    table.hand(0, name)
    duel = table.build()
    assert duel._any_scripts
    card = [c for c in duel.cards if c.data.name == name and c.location == "hand"][0]
    assert card.data.level == level and tributes_needed(level) == need
    assert duel._tributes_needed(card, 0) == need
    s = Script(duel)
    s.pick("summon", name)
    asked = 0
    while duel.request is not None and duel.request.kind == "tribute":
        s.pick("tribute", first=True)
        asked += 1
    assert asked == need
    assert len(duel.players[0].grave) == need
