"""The Wicked Eraser is Normal Summoned with three Tributes (round 48b's mutation round).

The Wicked Eraser's text (cannot be Special Summoned; requires 3 Tributes to Normal Summon) and
seed 000 §上級召喚: three monsters on the field are enough for its Tribute Summon."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_the_wicked_eraser_is_summoned_by_tributing_three_monsters():
    """Q: I control Battle Ox, Celtic Guardian and Mystical Elf; may I Normal Summon The Wicked
    Eraser? A: yes, Tributing all three."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Mystical Elf")
    table.hand(0, "The Wicked Eraser")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "The Wicked Eraser")
    for name in ("Battle Ox", "Celtic Guardian", "Mystical Elf"):
        s.pick("tribute", name)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["The Wicked Eraser"]
