"""Skill Drain on monsters face-up on the field (the MR5 preset): their effects are negated,
continuous ones included, but a monster's own summoning procedure is no effect (seed 000
§怪獸的條件特殊召喚: a Special Summon by a monster's own condition starts no chain and is
made by the rules) and is not stopped. Seed 000 §效果分類 (其他效果: "在場上适用的其他效果基本上都能被
「技能抽取」無效") and §永續效果. Sources: Skill Drain's rulings (yugipedia "Card Rulings:Skill
Drain": a continuous effect that sets a monster's ATK does not apply; a trigger activated on
the field is negated as it resolves); Chimeratech Fortress Dragon's ruling under Skill Drain
(its original ATK is no longer set by its effect: 0); the OCG ruling quoted on ygorganization
(2022-12-10 rulings update) that a summoning procedure written on a card is not a monster
effect."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_cyber_dragon_is_special_summoned_by_its_procedure_under_skill_drain():
    """Q: Skill Drain is face-up and only my opponent controls a monster; may I Special Summon
    Cyber Dragon? A: yes: its summoning procedure is no effect for Skill Drain to negate."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Cyber Dragon")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Cyber Dragon")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Cyber Dragon"]


def test_chimeratech_fortress_dragon_has_0_atk_under_skill_drain():
    """Q: my Chimeratech Fortress Dragon was summoned with 3 materials (3000 ATK); my opponent
    activates Skill Drain. What is its ATK? A: 0: the effect that sets its original ATK is
    negated, and its printed ATK is 0."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Cyber Dragon")
    table.monster(1, "Cyber Dragon")
    table.monster(1, "Mechanicalchaser")
    table.extra(0, "Chimeratech Fortress Dragon")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Chimeratech Fortress Dragon")
    while duel.request.kind in ("select", "yes_no"):
        s.answer(duel.request.options[0])
    s.pick("option", "Attack Position", request="option")
    [fortress] = duel.monsters(0)
    assert fortress.name == "Chimeratech Fortress Dragon"
    assert duel.atk(fortress) == 0


def test_number_39_utopia_with_no_material_under_skill_drain_is_not_destroyed_when_attacked():
    """Q: Skill Drain is face-up; my Utopia has no material and is attacked by Battle Ox. Is it
    destroyed by its own effect? A: no: that effect is negated on the field; the battle goes
    on (2500 against 1700: Battle Ox is destroyed)."""
    table = Table(rules="MR5", turn=3, turn_player=1, phase="battle_step")
    utopia = table.monster(0, "Number 39: Utopia", summon_kind="xyz")
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=utopia, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Number 39: Utopia"]
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 8000 - 800)


def test_exodia_necross_under_skill_drain_is_destroyed_by_battle():
    """Q: Skill Drain is face-up; my opponent's Summoned Skull attacks my Exodia Necross
    (1800). Is Necross destroyed? A: yes: its "cannot be destroyed by battle" is negated."""
    table = Table(rules="MR5", turn=3, turn_player=1, phase="battle_step")
    necross = table.monster(0, "Exodia Necross", summon_kind="proc")
    table.grave(0, "Exodia the Forbidden One", "Left Arm of the Forbidden One",
                "Right Arm of the Forbidden One", "Left Leg of the Forbidden One",
                "Right Leg of the Forbidden One")
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=necross, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and "Exodia Necross" in grave(duel, 0)


def test_tragoedia_summoned_from_the_hand_under_skill_drain_has_0_atk():
    """Q: Skill Drain is face-up; I take battle damage and Special Summon Tragoedia from my hand
    with 3 other cards there. What is its ATK? A: its summon (activated in the hand) works, but
    on the field its 600-per-card gain is negated: 0 ATK."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    table.hand(0, "Tragoedia", "Battle Ox", "Battle Ox", "Battle Ox")
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", request="yes_no", player=0)
    while duel.request.kind in ("chain", "option"):
        if duel.request.kind == "option":
            s.pick("option", "Defense Position")
        else:
            s.pick("pass")
    [tragoedia] = duel.monsters(0)
    assert tragoedia.name == "Tragoedia" and duel.atk(tragoedia) == 0


def test_elemental_hero_flare_neos_under_skill_drain_stays_through_the_end_phase():
    """Q: Skill Drain is face-up; I Contact Fuse Elemental HERO Flare Neos. Does it go back to the
    Extra Deck in the End Phase, and what is its ATK? A: it stays: the return is its own effect,
    activated on the field and negated; its 400-per-Spell/Trap gain is negated too (2500 ATK).
    Its contact fusion, a summoning procedure, was allowed."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Elemental HERO Neos")
    table.monster(0, "Neo-Spacian Flare Scarab")
    table.extra(0, "Elemental HERO Flare Neos")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Elemental HERO Flare Neos")
    s.pick("option", "Attack Position", request="option")
    [neos] = duel.monsters(0)
    assert neos.name == "Elemental HERO Flare Neos" and duel.atk(neos) == 2500
    s.end_turn()
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=1)
    assert field_monsters(duel, 0) == ["Elemental HERO Flare Neos"]


def test_number_39_utopia_under_skill_drain_may_detach_but_the_attack_goes_on():
    """Q: Skill Drain is face-up; my Utopia (2 materials) is attacked by Summoned Skull. May I
    detach to negate the attack? A: the effect may still be activated (Skill Drain stops no
    activation) and the material is detached as its cost, but Utopia is face-up on the field
    as it resolves: the negation is negated and the battle is fought (2500 against 2500: both
    are destroyed)."""
    table = Table(rules="MR5", turn=3, turn_player=1, phase="battle_step")
    utopia = table.monster(0, "Number 39: Utopia", materials=["Celtic Guardian", "Vorse Raider"])
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=utopia, player=1)
    s.pick("yes", player=0, request="yes_no")
    if duel.request.kind == "select":
        s.pick("select", "Vorse Raider", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert "Vorse Raider" in grave(duel, 0) and "Number 39: Utopia" in grave(duel, 0)
