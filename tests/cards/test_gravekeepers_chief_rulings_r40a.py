"""Gravekeeper's Chief (62473983): its controller's Graveyard is out of Necrovalley's reach. Both of
Necrovalley's Graveyard sentences spare that GY: effects may move cards out of it (tested in
tests/rules/test_rulings_necrovalley.py, Monster Reborn) and its cards may be banished, by its
own player's costs (Chaos Sorcerer) and by the opponent's effects (Kycoo the Ghost Destroyer).

Sources: Gravekeeper's Chief's text (the Goat-era PGD print and today's both: its controller's
GY is out of Necrovalley's reach); yugioh.fandom Card Tips: Necrovalley ("Chief" makes the
banishing cost of Dark Armed Dragon usable, and lets the opponent use D.D. Crow or Kycoo on that
GY); seed 000 §特殊召喚 (a summoning procedure's cost)."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_gravekeepers_chief_lets_chaos_sorcerer_banish_from_its_controllers_gy_under_necrovalley():
    """Question: player 1's Necrovalley is face-up; player 0 controls Gravekeeper's Chief and
    has Chaos Sorcerer in hand, a DARK (Gravekeeper's Spy) and a LIGHT (Mystical Elf) monster in
    their GY. May player 0 Special Summon Chaos Sorcerer? Answer: yes: their GY is unaffected by
    Necrovalley, so its cards may be banished for the cost."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.monster(0, "Gravekeeper's Chief")
    table.hand(0, "Chaos Sorcerer")
    table.grave(0, "Gravekeeper's Spy", "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    assert s.has("special_summon", "Chaos Sorcerer")
    s.pick("special_summon", "Chaos Sorcerer")
    while duel.request.kind in ("select", "option", "zone"):
        s.answer(duel.request.options[0])
    assert "Chaos Sorcerer" in field_monsters(duel, 0)
    assert sorted(banished(duel, 0)) == ["Gravekeeper's Spy", "Mystical Elf"]


def test_kycoo_may_banish_from_the_gy_of_a_gravekeepers_chief_controller_under_necrovalley():
    """Question: player 1 controls Necrovalley and Gravekeeper's Chief (face-up Defense), with
    Battle Ox in their GY; player 0's Kycoo the Ghost Destroyer (1800) destroys Hitotsu-Me Giant
    (1200) in Attack Position and inflicts 600 battle damage. May Kycoo banish Battle Ox?
    Answer: yes: Chief's controller's GY is unaffected by Necrovalley, for both players."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(1, "Necrovalley")
    table.monster(1, "Gravekeeper's Chief", position="defense")
    giant = table.monster(1, "Hitotsu-Me Giant")
    table.monster(0, "Kycoo the Ghost Destroyer")
    table.grave(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Kycoo the Ghost Destroyer", target=giant)
    assert duel.players[1].lp == 7400
    s.pick("yes", request="yes_no", player=0)
    s.pick("target", "Battle Ox", request="target", player=0)
    if duel.request.kind == "target":
        s.pick("done")
    assert banished(duel, 1) == ["Battle Ox"]
    assert grave(duel, 1) == ["Hitotsu-Me Giant"]
