"""A Synchro, Xyz, Link or Pendulum Summon is answered right after it succeeds (round 41c).

Seed 000 §卡片種類 › 陷阱卡 (a Trap that answers a Summon, here Torrential Tribute, "when a
monster is Summoned", is activated in the window right after the Summon succeeds, before the
turn player goes on with anything else) and seed 000 §同調召喚, §XYZ召喚 (seed 004 §XYZ怪兽的XYZ召唤),
§連接召喚, §靈擺召喚 (each is a Special Summon that starts no chain: the same window follows it). The turn player, who has nothing to
chain, is skipped; the opponent is asked at once, and Torrential Tribute destroys the monsters
Summoned before the turn player's next act. (Each summon's window: extra.py `_synchro_proc`,
xyz.py `_xyz_proc`, link.py `_link_proc`, pendulum.py `_pendulum_proc`.)"""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

GAIA = "Gaia Knight, the Force of Earth"


def _answered(duel, s):
    """The asks right after the Summon, up to the turn player's next Main Phase menu: the
    opponent activates Torrential Tribute at their first ask, every other ask is passed.
    Returns the players asked before Torrential Tribute, or None if it was never offered."""
    before = []
    while duel.request.kind == "chain":
        if duel.request.player == 1 and s.has("activate", "Torrential Tribute"):
            s.pick("activate", "Torrential Tribute")
            while duel.request.kind == "chain":
                s.pick("pass")
            return before
        before.append(duel.request.player)
        s.pick("pass")
    return None


def _table(rules="MR5"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(1, "Torrential Tribute")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


def test_a_synchro_summon_is_answered_by_torrential_tribute_at_once():
    """Q (MR5): I Synchro Summon Gaia Knight, the Force of Earth (Flamvell Guard, Giant
    Soldier of Stone, Mystical Shine Ball); my opponent has Torrential Tribute Set. A: my
    opponent may activate it right after the Summon: Gaia Knight is destroyed before I act
    again."""
    table = _table()
    table.extra(0, GAIA)
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Giant Soldier of Stone")
    table.monster(0, "Mystical Shine Ball")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", GAIA, request="idle")
    while duel.request.kind == "select":
        s.pick("select", first=True)
    s.pick("option", "Attack Position", request="option")
    s.expect(request="chain", player=1)
    assert _answered(duel, s) is not None
    assert field_monsters(duel, 0) == []
    s.expect(request="idle", player=0)


def test_an_xyz_summon_is_answered_by_torrential_tribute_at_once():
    """Q (MR5): I Xyz Summon Gem-Knight Pearl with Vorse Raider and Battle Ox (Level 4 each);
    my opponent has Torrential Tribute Set. A: the same: it answers the Xyz Summon at once."""
    table = _table()
    table.extra(0, "Gem-Knight Pearl")
    table.monster(0, "Vorse Raider")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", "Gem-Knight Pearl")
    while duel.request.kind == "select":
        s.pick("select", first=True)
    s.pick("option", "Attack Position", request="option")
    s.expect(request="chain", player=1)
    assert _answered(duel, s) is not None
    assert field_monsters(duel, 0) == []


def test_a_link_summon_is_answered_by_torrential_tribute_at_once():
    """Q (MR5): I Link Summon Decode Talker with Blade Knight, Command Knight and Mystic
    Tomato; my opponent has Torrential Tribute Set. A: the same: it answers the Link Summon at
    once and Decode Talker is destroyed."""
    table = _table()
    table.extra(0, "Decode Talker")
    for name in ("Blade Knight", "Command Knight", "Mystic Tomato"):
        table.monster(0, name)
    duel = table.build()
    s = Script(duel)
    s.pick("link_summon", "Decode Talker")
    while duel.request.kind in ("select", "option", "zone"):
        s.answer(duel.request.options[0])
    s.expect(request="chain", player=1)
    assert _answered(duel, s) is not None
    assert "Decode Talker" not in field_monsters(duel, 0)


def test_a_pendulum_summon_is_answered_by_torrential_tribute_at_once():
    """Q (MR3): I Pendulum Summon Giant Soldier of Stone and Summoned Skull (scales 2 and 7);
    my opponent has Torrential Tribute Set. A: the same: it answers the Pendulum Summon at
    once and both are destroyed."""
    table = _table("MR3")
    table.pendulum(0, "Foucault's Cannon", "left")
    table.pendulum(0, "Flash Knight", "right")
    table.hand(0, "Giant Soldier of Stone", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("pendulum_summon")
    s.pick("select", "Giant Soldier of Stone")
    s.pick("select", "Summoned Skull")
    while duel.request.kind in ("option", "zone"):
        s.answer(duel.request.options[0])       # (Attack Position)
    s.expect(request="chain", player=1)
    assert _answered(duel, s) is not None
    assert field_monsters(duel, 0) == []
