"""Hysteric Fairy: Tribute 2 monsters you control (a cost) to gain 1000 LP.

Sources: the card's text (LON 2005 "Offer 2 monsters on your side of the field as a Tribute to
increase your Life Points by 1000 points"; today's "Tribute 2 monsters; gain 1000 LP": the same,
in our words): an ignition effect, no limit a turn, the Tribute a cost (itself may be one,
face-down monsters too). Scapegoat's Tokens "cannot be Tributed for a Tribute Summon": a cost's
Tribute is no Tribute Summon, so they may be Tributed here (Scapegoat's text, which bars only
the Tribute Summon: our reading)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_hysteric_fairy_tributes_two_monsters_to_gain_1000():
    """Q: I Tribute Battle Ox and a face-down Celtic Guardian for Hysteric Fairy. A: I gain 1000
    (9000); both are in my GY; Hysteric Fairy stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Hysteric Fairy")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hysteric Fairy")
    s.pick("select", "Battle Ox")
    s.pick("select", "Celtic Guardian")
    _resolve(s)
    assert lp(duel) == (9000, 8000)
    assert grave(duel, 0) == ["Battle Ox", "Celtic Guardian"] and field_monsters(duel, 0) == ["Hysteric Fairy"]


def test_hysteric_fairy_may_tribute_itself():
    """Q: May Hysteric Fairy be one of the two? A: yes: it and Battle Ox go; I gain 1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Hysteric Fairy")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hysteric Fairy")
    s.pick("select", "Hysteric Fairy")
    s.pick("select", "Battle Ox")
    _resolve(s)
    assert lp(duel) == (9000, 8000) and field_monsters(duel, 0) == []


def test_hysteric_fairy_alone_cannot_activate():
    """Q: Hysteric Fairy is my only monster. A: its effect cannot be activated (2 Tributes)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Hysteric Fairy")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Hysteric Fairy")


def test_hysteric_fairy_tributes_scapegoat_tokens():
    """Q: I activate Scapegoat, then Tribute two Sheep Tokens for Hysteric Fairy. A: allowed (they
    only cannot be Tributed for a Tribute Summon): I gain 1000; two Tokens remain."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Hysteric Fairy")
    table.hand(0, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    _resolve(s)
    s.pick("activate", "Hysteric Fairy")
    s.pick("select", "Sheep Token", first=True)
    s.pick("select", "Sheep Token", first=True)
    _resolve(s)
    assert lp(duel) == (9000, 8000)
    assert sorted(field_monsters(duel, 0)) == ["Hysteric Fairy", "Sheep Token", "Sheep Token"]


def test_hysteric_fairy_with_fire_princess():
    """Q: I control Hysteric Fairy, Fire Princess and Battle Ox; I Tribute Hysteric Fairy and
    Battle Ox. A: I gain 1000 and Fire Princess burns my opponent for 500: 9000 / 7500."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Hysteric Fairy")
    table.monster(0, "Fire Princess")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hysteric Fairy")
    s.pick("select", "Hysteric Fairy")
    s.pick("select", "Battle Ox")
    _resolve(s)
    assert lp(duel) == (9000, 7500) and field_monsters(duel, 0) == ["Fire Princess"]
