"""Victory Dragon Tribute Summoned with three Dragons (round 47a).

Victory Dragon's text (OCG): it is Tribute Summoned by Tributing 3 Dragon monsters. Seed 000
§アドバンス召喚: the Tributes are chosen by the summoning player among the monsters that may be
Tributed for it -- here its Dragons, and only them."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_victory_dragon_is_tribute_summoned_with_three_dragons_and_no_other_monster():
    """Q: I control three Koumori Dragons and Battle Ox. May I Tribute Summon Victory Dragon?
    A: yes, with the three Dragons; Battle Ox is never offered as a Tribute and stays."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Victory Dragon")
    table.monster(0, "Battle Ox")
    for _ in range(3):
        table.monster(0, "Koumori Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Victory Dragon", request="idle")
    for _ in range(3):
        s.expect(request="tribute", player=0)
        assert {o.name for o in s.options("tribute")} == {"Koumori Dragon"}
        s.pick("tribute", "Koumori Dragon", first=True)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Victory Dragon"]
    assert grave(duel, 0) == ["Koumori Dragon"] * 3
