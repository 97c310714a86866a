"""Blast with Chain (98239899): a Normal Trap that becomes an Equip Card for one of its player's
face-up monsters (+500 ATK); destroyed by a card effect while it is equipped, it destroys 1 card
on the field (a mandatory trigger that targets).

Sources: the card's text (DB2 2005 "destroyed by the effect of another card while it is an
Equip Card, select 1 card on the field and destroy it"; today's "destroyed by a card effect while
equipped: target 1 card on the field; destroy it": one meaning, in our words); yugioh-wiki.net
《鎖付き爆弾》: the destruction is a mandatory effect; it does not activate if the card is destroyed
in a chain to its own activation, before it became an Equip Card; when the equipped monster is
destroyed and Blast with Chain goes with it, the rules destroy it, not a card effect, so nothing
is destroyed; it may be activated in the Damage Step as an ATK boost (seed 000 §陷阱卡, §裝備魔法).
"""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _equip(s, monster):
    s.pick("activate", "Blast with Chain")
    s.pick("target", monster, player=0, request="target")
    _finish(s)


def test_blast_with_chain_gives_500_atk():
    """Q: I equip Blast with Chain to Battle Ox (1700) and attack Mad Dog of Darkness (1900).
    A: Battle Ox has 2200 ATK: Mad Dog is destroyed and my opponent takes 300."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Blast with Chain")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    _equip(s, ox)
    assert duel.players[0].szone[0].name == "Blast with Chain" and duel.players[0].szone[0].face_up
    s.pick("battle")
    _finish(s)
    s.pick("attack", "Battle Ox", target="Mad Dog of Darkness")
    _finish(s)
    assert of_type(duel, "battle")[-1]["atk"] == 2200
    assert lp(duel) == (8000, 7700) and grave(duel, 1) == ["Mad Dog of Darkness"]


def test_blast_with_chain_destroyed_by_mst_destroys_a_card():
    """Q: my opponent destroys my equipped Blast with Chain with Mystical Space Typhoon. A: its
    mandatory effect starts a chain of its own: I target their Summoned Skull and destroy it."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Blast with Chain")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    _equip(s, ox)
    s.pick("end_turn")
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", "Blast with Chain", player=1)
    _finish(s)
    s.pick("target", "Summoned Skull", player=0, request="target")
    _finish(s)
    assert grave(duel, 1) == ["Mystical Space Typhoon", "Summoned Skull"]
    assert grave(duel, 0) == ["Blast with Chain"]
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert [e["name"] for e in of_type(duel, "chain")][-1] == "Blast with Chain"


def test_blast_with_chain_destroyed_by_heavy_storm_takes_a_monster():
    """Q: my opponent's Heavy Storm destroys my equipped Blast with Chain.
    A: Blast with Chain was equipped when a card effect destroyed it: it destroys my opponent's
    Summoned Skull."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Blast with Chain")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.hand(1, "Heavy Storm")
    table.deck(1, ["Hitotsu-Me Giant"])
    duel = table.build()
    s = Script(duel)
    _equip(s, ox)
    s.pick("end_turn")
    s.pick("activate", "Heavy Storm", player=1, request="idle")
    _finish(s)
    s.pick("target", "Summoned Skull", player=0, request="target")
    _finish(s)
    assert grave(duel, 1) == ["Heavy Storm", "Summoned Skull"]
    assert grave(duel, 0) == ["Blast with Chain"]


def test_blast_with_chain_destroyed_before_it_equips_does_nothing():
    """Q: my opponent chains Mystical Space Typhoon to the activation of my Blast with Chain.
    A: it is destroyed before it became an Equip Card: no card is destroyed, and Battle Ox
    gains nothing."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Blast with Chain")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Blast with Chain")
    s.pick("target", ox, player=0, request="target")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Blast with Chain", player=1)
    _finish(s)
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert grave(duel, 0) == ["Blast with Chain"] and grave(duel, 1) == ["Mystical Space Typhoon"]
    assert [c.name for c in duel.monsters(1)] == ["Summoned Skull"]


def test_blast_with_chain_sent_with_its_monster_does_nothing():
    """Q: my Battle Ox equipped with Blast with Chain (2200) attacks Summoned Skull (2500) and
    is destroyed by battle. A: Blast with Chain goes to the GY
    by the rules (its monster left), not by a card effect: it destroys nothing."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Blast with Chain")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    _equip(s, ox)
    s.pick("battle")
    _finish(s)
    s.pick("attack", "Battle Ox", target="Summoned Skull")
    _finish(s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Blast with Chain"]
    assert [c.name for c in duel.monsters(1)] == ["Summoned Skull"] and lp(duel) == (7700, 8000)
    assert duel.request.kind == "battle"


def test_blast_with_chain_needs_a_face_up_monster():
    """Q: I control only a face-down monster. A: Blast with Chain has nothing to equip: it cannot
    be activated."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Blast with Chain")
    table.monster(0, "Battle Ox", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", "Blast with Chain")


def _gearfried(rules):
    table = Table(rules=rules, turn=3)
    table.spell_trap(0, "Blast with Chain")
    gearfried = table.monster(0, "Gearfried the Iron Knight")
    table.monster(1, "Summoned Skull")
    return table, gearfried


def test_blast_with_chain_on_gearfried_today_destroys_a_card():
    """Q: under today's rules (MR5) I equip Blast with Chain to my Gearfried the Iron Knight. A:
    Gearfried's effect destroys any Equip Card equipped to it, Blast with Chain included: a card
    effect destroyed it while equipped, so it destroys my opponent's Summoned Skull."""
    table, gearfried = _gearfried("MR5")
    duel = table.build()
    s = Script(duel)
    _equip(s, gearfried)
    s.pick("target", "Summoned Skull", player=0, request="target")
    _finish(s)
    assert grave(duel, 0) == ["Blast with Chain"] and grave(duel, 1) == ["Summoned Skull"]


def test_blast_with_chain_on_gearfried_2005_stays():
    """Q: under the GOAT rules I equip Blast with Chain to Gearfried the Iron Knight. A: the 2005
    Gearfried destroys Equip Spells only (goatformat.com's Ruling Notice): Blast with Chain, a Trap,
    stays equipped (Gearfried has 2300 ATK) and nothing is destroyed."""
    table, gearfried = _gearfried("GOAT")
    duel = table.build()
    s = Script(duel)
    _equip(s, gearfried)
    assert duel.players[0].szone[0].name == "Blast with Chain" and grave(duel, 1) == []
    s.pick("battle")
    _finish(s)
    s.pick("attack", "Gearfried the Iron Knight", target="Summoned Skull")
    _finish(s)
    assert of_type(duel, "battle")[-1]["atk"] == 2300
