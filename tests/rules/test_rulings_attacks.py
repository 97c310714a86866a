"""Rulings on an attack that stops before damage calculation, and on "destroy the attacking
monster" effects whose attacker is no longer attacking."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table

SWITCH = 0      # Enemy Controller's first effect: change a monster's battle position


def _activate_effect(duel, name, index, player):
    found = [o for o in duel.request.options
             if o.kind == "activate" and o.name == name and o.effect == index]
    assert duel.request.player == player and len(found) == 1, [o.label for o in duel.request.options]
    duel.answer(found[0])


def test_gravity_bind_chained_to_the_attack_declaration_stops_the_attack():
    """seed 004 §战斗阶段中的卷回 / Goat-era ruling on Gravity Bind: activated in response to
    the attack of a Level 4 monster, it applies once it resolves and the attacker can no
    longer attack: the attack stops, no damage calculation, the monster has attacked."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")                       # Level 4
    table.monster(1, "Hitotsu-Me Giant")
    table.spell_trap(1, "Gravity Bind")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Hitotsu-Me Giant")
    s.pick("activate", "Gravity Bind", player=1, request="chain")
    assert lp(duel) == (8000, 8000)
    assert field_monsters(duel, 1) == ["Hitotsu-Me Giant"]
    assert of_type(duel, "battle") == []
    assert of_type(duel, "attack_ended")[-1]["reason"] == "cannot_attack"
    assert duel.request.kind == "battle" and not s.has("attack", "Battle Ox")


def test_an_attacker_changed_to_defense_position_stops_its_attack():
    """seed 004 §战斗阶段中的卷回: an attacker changed to Defense Position before damage
    calculation (Enemy Controller in answer to the declaration) can no longer attack: the
    attack stops and no damage is calculated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Hitotsu-Me Giant")
    table.spell_trap(1, "Enemy Controller")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Hitotsu-Me Giant")
    _activate_effect(duel, "Enemy Controller", SWITCH, player=1)
    s.pick("target", "Battle Ox", player=1)
    assert ox.card(duel).position == S.FACEUP_DEFENSE
    assert field_monsters(duel, 1) == ["Hitotsu-Me Giant"] and lp(duel) == (8000, 8000)
    assert of_type(duel, "attack_ended")[-1]["reason"] == "attacker_defense"


def test_sakuretsu_armor_does_nothing_to_an_attacker_turned_face_down():
    """Goat-era ruling on Sakuretsu Armor: the attacker turned face-down in answer (Book of
    Moon) is no longer the attacking monster: it is not destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Book of Moon")
    table.monster(1, "Hitotsu-Me Giant")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Hitotsu-Me Giant")
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    s.pick("activate", "Book of Moon", player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    assert ox.card(duel).location == S.MZONE and ox.card(duel).position == S.FACEDOWN_DEFENSE
    assert grave(duel, 0) == ["Book of Moon"]
    assert grave(duel, 1) == ["Sakuretsu Armor"]


def test_sakuretsu_armor_does_nothing_to_an_attacker_no_longer_attacking():
    """Goat-era ruling on Sakuretsu Armor: an attacker changed to Defense Position in answer
    (Enemy Controller chained to Sakuretsu Armor) stopped attacking: it survives."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Hitotsu-Me Giant")
    table.spell_trap(1, "Sakuretsu Armor")
    table.spell_trap(1, "Enemy Controller")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Hitotsu-Me Giant")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    _activate_effect(duel, "Enemy Controller", SWITCH, player=1)
    s.pick("target", "Battle Ox", player=1)
    assert ox.card(duel).location == S.MZONE and ox.card(duel).position == S.FACEUP_DEFENSE
    assert lp(duel) == (8000, 8000)


def test_sakuretsu_armor_destroys_an_attacker_still_attacking():
    """Sakuretsu Armor: the attacker still attacking when it resolves is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(1, "Hitotsu-Me Giant")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Hitotsu-Me Giant")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    assert grave(duel, 0) == ["Battle Ox"]


def test_a_second_attacker_changed_to_defense_position_stops_its_attack_too():
    """seed 004 §战斗阶段中的卷回, for an attack after another one's damage step: the damage
    step of the first attack is over, so the second attacker, changed to Defense Position in
    answer to its declaration (Enemy Controller), can no longer attack; its attack stops
    before any damage step."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Hitotsu-Me Giant")
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Enemy Controller")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="Mystical Elf")      # 1400 against 800: a full damage step
    while duel.request.kind == "chain":                              # nobody answers this one
        s.pick("pass", player=duel.request.player)
    assert field_monsters(duel, 1) == ["Hitotsu-Me Giant"] and lp(duel) == (8000, 7400)
    s.pick("attack", "Battle Ox", target="Hitotsu-Me Giant")
    _activate_effect(duel, "Enemy Controller", SWITCH, player=1)
    s.pick("target", "Battle Ox", player=1)
    assert ox.card(duel).position == S.FACEUP_DEFENSE
    assert field_monsters(duel, 1) == ["Hitotsu-Me Giant"] and lp(duel) == (8000, 7400)
    assert len(of_type(duel, "battle")) == 1
    assert of_type(duel, "attack_ended")[-1]["reason"] == "attacker_defense"
