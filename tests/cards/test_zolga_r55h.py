"""Zolga (16268841): when it is Tributed for a Tribute Summon, its controller gains 2000 LP.

Sources: the card's texts read in our words (the 2005 print, Dark Crisis DCR-079, and today's do
the same: no ERAS entry); yugioh-wiki.net 《ゾルガ》: a mandatory trigger effect, activated right
after the Tribute Summon it was Tributed for; only a Tribute *Summon*'s Tribute: Tributed for a
Special Summon's procedure (Lava Golem) or for a cost (Cannon Soldier, Tribute to the Doomed...)
it does nothing; a Tribute Set is no Tribute Summon (our reading of "生け贄召喚を行った時", the
same page's card text)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

ZOLGA = "Zolga"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_zolga_tributed_for_summoned_skull_gains_2000():
    """Q: I Tribute Zolga to Tribute Summon Summoned Skull. A: Summoned Skull is on the field and
    I gain 2000 LP (a chain link of Zolga's, activated in the GY)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, ZOLGA)
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", ZOLGA)
    _resolve(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and grave(duel, 0) == [ZOLGA]
    assert lp(duel) == (10000, 8000)
    assert any(e["type"] == "activate_effect" and e["name"] == ZOLGA for e in duel.log)


def test_zolga_tributed_for_a_cost_gains_nothing():
    """Q: I Tribute Zolga for Cannon Soldier's cost (500 damage). A: no gain: it was Tributed for
    a cost, not for a Tribute Summon; my opponent takes 500."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, ZOLGA)
    table.monster(0, "Cannon Soldier")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Cannon Soldier")
    s.pick("select", ZOLGA)
    _resolve(s)
    assert grave(duel, 0) == [ZOLGA]
    assert lp(duel) == (8000, 7500)


def test_zolga_tributed_for_lava_golem_gains_nothing():
    """Q: my opponent Special Summons Lava Golem to my field by Tributing my Zolga and my Battle
    Ox. A: a Special Summon's Tribute: Zolga's effect does not apply; I gain nothing."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, ZOLGA)
    table.monster(0, "Battle Ox")
    table.hand(1, "Lava Golem")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Lava Golem", player=1)
    s.pick("select", ZOLGA, player=1)
    s.pick("select", "Battle Ox", player=1)
    s.pick("option", "Attack Position", player=1)
    _resolve(s)
    assert field_monsters(duel, 0) == ["Lava Golem"] and sorted(grave(duel, 0)) == ["Battle Ox", ZOLGA]
    assert lp(duel) == (8000, 8000)


def test_zolga_tributed_for_a_tribute_set_gains_nothing():
    """Q: I Tribute Zolga to Set Summoned Skull face-down. A: no gain: a Tribute Set is not a
    Tribute Summon."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, ZOLGA)
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Summoned Skull")
    s.pick("tribute", ZOLGA)
    _resolve(s)
    assert grave(duel, 0) == [ZOLGA]
    assert lp(duel) == (8000, 8000)
