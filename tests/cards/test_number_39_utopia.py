"""Number 39: Utopia (Rank 4 Xyz): detach 1 material to negate an opponent's attack (no
limit per turn); destroyed when it becomes an attack target with no materials.
Rules cited: seed 004 §XYZ怪兽的XYZ素材 (XYZ素材被取除时是送去墓地; 「三眼怪」 does not activate when
detached, 不算『这张卡从场上送去墓地』); seed 004 §战斗阶段 for the attack.
"""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

UTOPIA = "Number 39: Utopia"


def _attacked(materials, attacker="Summoned Skull"):
    table = Table(rules="MR5", turn=3, turn_player=1, phase="battle_step")
    utopia = table.monster(0, UTOPIA, materials=materials)
    skull = table.monster(1, attacker)
    table.deck(0, ["Witch of the Black Forest", "Celtic Guardian"])
    duel = table.build()
    return duel, utopia, skull


def test_number_39_utopia_detaching_a_material_negates_the_attack():
    """Its controller detaches 1 material (it goes to the GY: seed 004 §XYZ素材被取除时是送去墓地)
    and the attack is negated: no battle, no damage."""
    duel, utopia, skull = _attacked(["Celtic Guardian", "Vorse Raider"])
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=utopia, player=1)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Vorse Raider", player=0)
    assert grave(duel, 0) == ["Vorse Raider"]
    assert [m.name for m in duel.materials_of(utopia.card(duel))] == ["Celtic Guardian"]
    assert sorted(field_monsters(duel, 0)) == [UTOPIA] and field_monsters(duel, 1) == ["Summoned Skull"]
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000
    assert [e for e in duel.log if e["type"] == "attack_negated"]


def test_number_39_utopia_it_may_decline():
    """"You can": declining lets the battle happen (3000 against 2500: Utopia is destroyed), and
    its materials then go to the GY with it."""
    duel, utopia, skull = _attacked(["Celtic Guardian", "Vorse Raider"], attacker="Blue-Eyes White Dragon")
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=utopia, player=1)
    s.pick("no", player=0, request="yes_no")
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", UTOPIA, "Vorse Raider"]
    assert duel.players[0].lp == 7500


def test_number_39_utopia_a_detached_sangan_does_not_search():
    """seed 004 §重叠状态的XYZ素材不当作卡 (例: 三眼怪): Sangan detached as a cost is sent to the GY,
    but not from the field: its effect does not activate."""
    duel, utopia, skull = _attacked(["Sangan"])
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=utopia, player=1)
    s.pick("yes", player=0, request="yes_no")
    assert grave(duel, 0) == ["Sangan"] and hand(duel, 0) == []
    assert not s.has("activate", "Sangan")


def test_number_39_utopia_attacked_with_no_materials_it_is_destroyed():
    """With no materials left, becoming an attack target destroys it (mandatory); the attack
    then has no target."""
    duel, utopia, skull = _attacked([])
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=utopia, player=1)
    assert grave(duel, 0) == [UTOPIA] and duel.players[0].lp == 8000


def test_number_39_utopia_may_negate_an_attack_of_its_own_controller():
    """Its text (today's OCG/TCG): "when a monster declares an attack" - any monster, its own
    controller's too (the Double or Nothing! line negates one's own attack). Player 0's Battle
    Ox attacks player 1's Mystical Elf; player 0 may detach a material from Utopia and the
    attack is negated: no battle."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    utopia = table.monster(0, UTOPIA, materials=["Celtic Guardian", "Vorse Raider"])
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="attack")
    table.deck(0, ["Witch of the Black Forest", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Vorse Raider", player=0)
    assert grave(duel, 0) == ["Vorse Raider"] and grave(duel, 1) == []
    assert [m.name for m in duel.materials_of(utopia.card(duel))] == ["Celtic Guardian"]
    assert sorted(field_monsters(duel, 1)) == ["Mystical Elf"]
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000
    assert [e for e in duel.log if e["type"] == "attack_negated"]
