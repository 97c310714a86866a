"""Number 39: Utopia's rulings as players ask them (the MR5 preset; its effects: when a monster
declares an attack, its controller may detach 1 material to negate that attack; chosen as an
attack target while it has no material, it destroys itself).

Seed 004 §XYZ怪兽的XYZ素材 (a detached material goes to the GY); seed 000 §誘發效果 (a trigger
activated each time its moment comes). Sources: Utopia's rulings (yugipedia "Card
Rulings:Number 39: Utopia": its negation has no limit per turn, one material each time; with no
material left it cannot negate, and it is destroyed when it is targeted for an attack)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

UTOPIA = "Number 39: Utopia"


def test_number_39_utopia_negates_two_attacks_in_one_turn_then_falls_to_the_third():
    """Q: my opponent attacks Utopia (2 materials) with three monsters in one Battle Phase. What
    happens? A: Utopia may negate the first attack and the second, one material each (no
    limit per turn); targeted by the third with no material left, it is destroyed by its own
    effect."""
    table = Table(rules="MR5", turn=3, turn_player=1, phase="battle_step")
    utopia = table.monster(0, UTOPIA, materials=["Celtic Guardian", "Vorse Raider"])
    table.monster(1, "Summoned Skull")
    table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    for attacker in ("Summoned Skull", "Battle Ox"):
        s.pick("attack", attacker, target=utopia, player=1)
        s.pick("yes", player=0, request="yes_no")
        if duel.request.kind == "select":
            s.pick("select", duel.request.options[0].name, player=0)
        while duel.request.kind == "chain":
            s.pick("pass")
        s.expect(request="battle", player=1)
    assert field_monsters(duel, 0) == [UTOPIA] and not duel.materials_of(utopia.card(duel))
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Vorse Raider"]
    s.pick("attack", "Mystical Elf", target=utopia, player=1)
    assert not s.has("yes")                     # no material: no negation offered
    while duel.request.kind in ("chain", "yes_no"):
        s.pick("pass") if duel.request.kind == "chain" else s.pick("no")
    assert field_monsters(duel, 0) == [] and UTOPIA in grave(duel, 0)
    assert duel.players[0].lp == 8000
