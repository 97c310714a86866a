"""Elemental Burst (61411502), a judge's second look (round 57s): a face-down monster as one of the
four Tributes.

Sources, in our words: the card's text (FET-EN059 and today's: Tribute one WIND, one WATER, one FIRE
and one EARTH monster you control, a cost); yugioh-wiki.net 《エレメンタルバースト》 (the four
Tributes are the activation's cost, one monster per Attribute). No ruling was found on a face-down
monster: the script lets its player Tribute a Set monster of the Attribute wanted (a cost paid with
a card its player knows, revealed as it is Tributed), as a Tribute Summon may Tribute a Set monster:
our reading, tested so that a change is seen. Unlike Elemental Burst, 風林火山 (Fuh-Rin-Ka-Zan) asks
for face-up monsters as a condition of its activation, not as a cost."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

EB = "Elemental Burst"


def test_elemental_burst_may_tribute_a_set_monster_of_the_attribute():
    """Q: my EARTH monster is a Set Battle Ox (face-down); with my face-up Harpie Lady (WIND),
    7 Colored Fish (WATER) and Flame Manipulator (FIRE), may I Tribute the four for Elemental
    Burst? A: yes (our reading: the Attribute of the card is its own; the cost reveals it): the
    opponent's Summoned Skull is destroyed, and my four monsters are in my GY."""
    for rules in ("MR5", "GOAT"):
        table = Table(rules=rules, turn=3, turn_player=0)
        for name in ("Harpie Lady", "7 Colored Fish", "Flame Manipulator"):
            table.monster(0, name)
        table.monster(0, "Battle Ox", position="set")
        table.spell_trap(0, EB)
        table.monster(1, "Summoned Skull")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", EB)
        for name in ("Harpie Lady", "7 Colored Fish", "Flame Manipulator", "Battle Ox"):
            s.pick("select", name)
        while duel.request is not None and duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        assert grave(duel, 1) == ["Summoned Skull"], rules
        assert sorted(grave(duel, 0)) == sorted(["Harpie Lady", "7 Colored Fish", "Flame Manipulator", "Battle Ox",
                                                 EB]), rules
