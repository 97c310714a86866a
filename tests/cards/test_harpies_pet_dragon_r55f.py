"""Harpie's Pet Dragon: gains 300 ATK for each "Harpie Lady" on the field.

Sources: the card's text (the FMR promo's 2005 English text and today's read alike, in our words:
no era entry): "each Harpie Lady on the field" counts both players' monsters; a face-down
monster shows no name, so only face-up ones count (seed 000 §怪獸的表示形式: a face-down card's
name is not known); Harpie Lady Sisters are another card name; Skill Drain negates the effects
of face-up monsters on the field (its text)."""

from duelist.testing.scenario import Script, Table


def _dragon_atk(duel):
    return [duel.atk(c) for c in duel.monsters(0) if c.name == "Harpie's Pet Dragon"][0]


def test_harpies_pet_dragon_counts_harpie_ladies_on_both_sides():
    """Q: my Pet Dragon (2000) is beside my Harpie Lady, and my opponent controls two Harpie
    Ladies. A: 2900 ATK (3 x 300); its DEF stays 2500."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Harpie's Pet Dragon")
    table.monster(0, "Harpie Lady")
    table.monster(1, "Harpie Lady")
    table.monster(1, "Harpie Lady")
    duel = table.build()
    assert _dragon_atk(duel) == 2900
    assert [duel.defense(c) for c in duel.monsters(0) if c.name == "Harpie's Pet Dragon"] == [2500]


def test_harpies_pet_dragon_alone_has_its_printed_atk():
    """Q: no Harpie Lady on the field. A: 2000 ATK."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Harpie's Pet Dragon")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert _dragon_atk(duel) == 2000


def test_harpies_pet_dragon_face_down_and_sisters_do_not_count():
    """Q: a Set Harpie Lady and a face-up Harpie Lady Sisters are on my field. A: neither counts:
    2000 ATK; once the Harpie Lady is flipped face-up, 2300."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Harpie's Pet Dragon")
    table.monster(0, "Harpie Lady", position="set")
    table.monster(0, "Harpie Lady Sisters")
    duel = table.build()
    assert _dragon_atk(duel) == 2000
    s = Script(duel)
    s.pick("flip_summon", "Harpie Lady", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert _dragon_atk(duel) == 2300


def test_harpies_pet_dragon_gains_as_a_harpie_lady_arrives():
    """Q: I Normal Summon Harpie Lady beside my Pet Dragon. A: at once 2300 ATK: a continuous
    effect, no chain."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Harpie's Pet Dragon")
    table.hand(0, "Harpie Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Harpie Lady", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert _dragon_atk(duel) == 2300


def test_harpies_pet_dragon_under_skill_drain():
    """Q: Skill Drain is face-up; two Harpie Ladies are on my field. A: the Pet Dragon's effect is
    negated: 2000 ATK."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, "Harpie's Pet Dragon")
    table.monster(0, "Harpie Lady")
    table.monster(0, "Harpie Lady")
    duel = table.build()
    assert _dragon_atk(duel) == 2000


def test_harpies_pet_dragon_with_hunting_ground_battle():
    """Q: (Goat) Harpies' Hunting Ground is face-up; my Pet Dragon (a Dragon) and one Harpie Lady
    are on my field; it attacks my opponent's Blue-Eyes White Dragon (3000). A: the Field Spell
    raises only Winged Beasts, so the Pet Dragon has 2300 ATK and is destroyed; I take 700."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(0, "Harpies' Hunting Ground")
    table.monster(0, "Harpie's Pet Dragon")
    table.monster(0, "Harpie Lady")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    assert _dragon_atk(duel) == 2300
    s = Script(duel)
    s.pick("attack", "Harpie's Pet Dragon", target="Blue-Eyes White Dragon", request="battle")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert duel.players[0].lp == 7300 and [c.name for c in duel.players[0].grave] == ["Harpie's Pet Dragon"]
