"""Traps that become Equip Cards, and equips leaving with their monster
(seed 000 §陷阱卡, §裝備魔法)."""

from duelist.engine import state as S
from duelist.testing.invariants import check_state_rules_applied
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


# Kunai with Chain activated in its second mode is an Equip Card on a face-up monster of its
# controller (seed 000 §陷阱卡: a Trap that becomes an Equip Card). The state rule for Equip
# Cards (seed 000 §裝備魔法: an Equip Card whose monster is no longer a legal target of the
# equip is destroyed) asks the equip's own target, not the other mode's ("one of your
# opponent's Attack Position monsters"). Found by the property test with the round-9d state
# rules oracle: seed 920306 (`python -m duelist.testing.property --duels 1 --seed-base 920306
# --kind 2`), Overdrive changed to Defense Position with Kunai with Chain equipped.
def test_kunai_with_chain_stays_equipped_to_a_monster_changed_to_defense_position():
    """Player 0 equips Celtic Guardian with Kunai with Chain (1400 + 500 ATK), then changes it
    to Defense Position from the menu and enters the Battle Phase (a window: the state rules
    are checked). Celtic Guardian is still a face-up monster player 0 controls: Kunai with
    Chain stays."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Kunai with Chain")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Kunai with Chain")
    if duel.request.kind != "target":
        duel.answer([o for o in duel.request.options if "equip" in o.label.lower()][0])
    s.pick("target", "Celtic Guardian")
    while duel.request.kind == "chain":
        s.pick("pass")
    guardian = duel.players[0].mzone[0]
    assert duel.atk(guardian) == 1900
    s.pick("change_position", "Celtic Guardian")
    assert guardian.position == S.FACEUP_DEFENSE
    s.pick("battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert s.expect("battle", player=0)
    assert "Kunai with Chain" not in grave(duel, 0)
    assert duel.atk(guardian) == 1900
    check_state_rules_applied(duel)
