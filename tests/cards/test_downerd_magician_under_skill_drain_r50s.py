"""Downerd Magician under Skill Drain. Its Xyz Summon onto a Rank 3 or lower Xyz Monster in Main
Phase 2 is a summon procedure printed on the card, not an effect (効果外テキスト), so Skill Drain does
not stop it; its three effects (200 ATK per material, piercing damage, detaching 1 material after
each battle) are effects of a face-up monster on the field, and Skill Drain negates them.

Seed 001 【エクシーズ召喚(XYZ召喚)】 (an Xyz Monster's own text may give another way to Xyz Summon
it; the materials of the monster below become its materials); seed 000 (Skill Drain: the effects
of face-up monsters on the field are negated).
Sources: yugioh-wiki 《ダウナード・マジシャン》 (the overlay-onto line classed as 効果外テキスト, the ATK
gain and the piercing as continuous effects, the detach as a trigger effect); yugioh-wiki
《スキルドレイン》 (negates the effects of face-up monsters on the field)."""

from duelist.testing.scenario import Script, Table

DOWNERD = "Downerd Magician"
LEVIATHAN = "Number 17: Leviathan Dragon"


def test_downerd_magician_is_xyz_summoned_onto_leviathan_dragon_under_skill_drain():
    """Q: the opponent's Skill Drain is face-up. In my Main Phase 2 may I Xyz Summon Downerd
    Magician onto my Number 17: Leviathan Dragon (2 materials)? A: yes; it holds 3 materials
    (Leviathan Dragon and its two), but its ATK stays 2100: the gain is negated."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main2")
    table.monster(0, LEVIATHAN, materials=["Giant Soldier of Stone", "Celtic Guardian"])
    table.extra(0, DOWNERD)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", DOWNERD)
    s.pick("option", "Attack Position", request="option")
    downerd = next(c for c in duel.players[0].mzone if c is not None and c.name == DOWNERD)
    assert sorted(m.name for m in duel.materials_of(downerd)) == [
        "Celtic Guardian", "Giant Soldier of Stone", LEVIATHAN]
    assert duel.atk(downerd) == 2100


def _downerd_attacks_a_defender(skill_drain):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    downerd = table.monster(0, DOWNERD, materials=["Giant Soldier of Stone", "Celtic Guardian"],
                            summon_kind="xyz")
    guardian = table.monster(1, "Celtic Guardian", position="defense")    # DEF 1200
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DOWNERD, target=guardian, request="battle")
    while duel.request.kind != "battle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    return duel, downerd.card(duel)


def test_downerd_magician_pierces_and_detaches_without_skill_drain():
    """Control: 2500 ATK (2 materials) against 1200 DEF pierces for 1300; after damage
    calculation 1 material is detached (ATK 2300)."""
    duel, downerd = _downerd_attacks_a_defender(skill_drain=False)
    assert duel.players[1].lp == 8000 - 1300
    assert len(duel.materials_of(downerd)) == 1
    assert duel.atk(downerd) == 2300


def test_downerd_magician_under_skill_drain_neither_pierces_nor_detaches():
    """Q: under Skill Drain my Downerd Magician attacks a Defense Position Celtic Guardian. A: it
    destroys it (2100 against 1200) with no piercing damage, and keeps both materials."""
    duel, downerd = _downerd_attacks_a_defender(skill_drain=True)
    assert duel.players[1].lp == 8000
    assert "Celtic Guardian" in [c.name for c in duel.players[1].grave]
    assert len(duel.materials_of(downerd)) == 2
    assert duel.atk(downerd) == 2100
