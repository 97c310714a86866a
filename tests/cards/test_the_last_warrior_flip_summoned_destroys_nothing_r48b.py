"""The Last Warrior from Another Planet destroys its controller's other monsters only when it is
Special Summoned (round 48b's mutation round).

The card's text (when this card is Special Summoned: destroy all other monsters you control):
a Flip Summon is no Special Summon, so Flip Summoning a Set Last Warrior destroys nothing."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_the_last_warrior_flip_summoned_leaves_the_other_monsters():
    """Q: my The Last Warrior from Another Planet (properly Fusion Summoned earlier) is Set;
    I Flip Summon it beside my Battle Ox. Is Battle Ox destroyed? A: no."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "The Last Warrior from Another Planet", position="set", summon_kind="fusion")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "The Last Warrior from Another Planet")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "The Last Warrior from Another Planet"]
