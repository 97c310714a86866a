"""Traps that become Equip Cards, and equips leaving with their monster
(seed 000 §陷阱卡, §裝備魔法)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def kunai_table():
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")                # 1700
    guardian = table.monster(0, "Celtic Guardian")   # 1400 (+500 = 1900)
    table.spell_trap(0, "Kunai with Chain")
    return table, guardian


def _equip_kunai(duel, guardian):
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian)
    equip_use = [o for o in duel.request.options if o.kind == "activate" and o.effect == 1]
    duel.answer(equip_use[0])                        # Kunai's second use: the equip
    s.pick("target", "Celtic Guardian", player=0)
    return s


def test_trap_that_becomes_an_equip_card_stays_on_the_field():
    """seed 000 §陷阱卡: a Trap that is equipped after its activation stays on the field as an
    Equip Card; the equip rules of Equip Spells apply to it."""
    table, guardian = kunai_table()
    duel = table.build()
    _equip_kunai(duel, guardian)
    kunai = [c for c in duel.players[0].szone if c is not None][0]
    assert kunai.face_up and duel.equipped_to(kunai) is guardian.card(duel)
    assert grave(duel, 1) == ["Battle Ox"] and duel.players[1].lp == 8000 - 200


def test_equip_trap_is_destroyed_when_its_monster_leaves():
    """seed 000 §裝備魔法 (applied to equip Traps): the Equip Card is destroyed when its
    monster leaves the field."""
    table, guardian = kunai_table()
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = _equip_kunai(duel, guardian)
    s.pick("end_battle", player=1)
    s.pick("activate", "Dark Hole", player=1)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Kunai with Chain"]


def test_equip_spell_is_destroyed_when_its_monster_is_returned_to_the_hand():
    """seed 000 §裝備魔法: an Equip Spell is destroyed when its monster leaves the field (here
    bounced by Compulsory Evacuation Device)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Dark Magician")
    table.hand(0, "Sword of Dark Destruction")
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Sword of Dark Destruction")
    s.pick("target", "Dark Magician")
    s.pick("pass", player=1, request="chain")
    s.pick("end_turn")
    s.pick("activate", "Compulsory Evacuation Device", player=1, request="chain")
    s.pick("target", "Dark Magician", player=1)
    assert field_monsters(duel, 0) == [] and [c.name for c in duel.players[0].hand] == ["Dark Magician"]
    assert grave(duel, 0) == ["Sword of Dark Destruction"]


def test_kunai_with_chain_first_use_changes_an_attacker_to_defense():
    """Kunai with Chain, first use: an opponent's Attack Position monster goes to Defense
    Position; the Trap then goes to the GY (a Normal Trap that did not equip)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    ox = table.monster(1, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Kunai with Chain")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Celtic Guardian")
    first_use = [o for o in duel.request.options if o.kind == "activate" and o.effect == 0]
    duel.answer(first_use[0])
    s.pick("target", "Battle Ox", player=0)
    assert ox.card(duel).position == "defense"
    assert grave(duel, 0)[0] == "Kunai with Chain"     # it did not equip: to the GY
    # (the attack goes on: a monster changed to Defense Position battles with its ATK)
