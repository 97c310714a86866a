"""Insect Soldiers of the Sky (7019529), Level 3 WIND Insect, 1000 / 800: when it attacks a WIND
monster, it gains 1000 ATK in the Damage Step (round 57u: the whole Damage Step, see
tests/cards/test_insect_soldiers_of_the_sky_damage_step_r57u.py).

Sources, in our words: the card's texts (the English print: its ATK increases by 1000 whenever
it attacks a WIND monster; no ERAS entry): only its own attack, never when it is attacked (its ATK
is 1000 before and after the battle); seed 000 §怪獸的表示形式 (a face-down monster it attacks is flipped
face-up before damage calculation, so its Attribute is known then: a Set WIND monster counts);
Skill Drain's text (it negates the effects of face-up monsters on the field)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

IS = "Insect Soldiers of the Sky"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_insect_soldiers_of_the_sky_attacks_a_wind_monster():
    """Q: my Insect Soldiers of the Sky (1000) attacks my opponent's Harpie Lady (WIND, 1300). A: in
    the Damage Step it is 2000 (before damage calculation too: round 57u, the OCG ruling): Harpie
    Lady is destroyed, my opponent takes 700; after the battle it is 1000 again."""
    seen = []
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    insects = table.monster(0, IS)
    harpie = table.monster(1, "Harpie Lady")
    table.at("before_damage_calculation", lambda duel: seen.append(duel.atk(insects.card(duel))))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", IS, target=harpie)
    _pass_all(duel, s)
    assert seen == [2000]
    assert [e["atk"] for e in of_type(duel, "battle")] == [2000]
    assert grave(duel, 1) == ["Harpie Lady"] and lp(duel) == (8000, 7300)
    assert duel.atk(insects.card(duel)) == 1000


def test_insect_soldiers_of_the_sky_not_when_attacked_nor_against_another_attribute():
    """Q: (1) my opponent's Harpie Lady (1300) attacks my Insect Soldiers of the Sky; (2) my Insect
    Soldiers attack Celtic Guardian (EARTH, 1400). A: no gain either time: (1) Insect Soldiers are
    destroyed and I take 300; (2) they are destroyed and I take 400."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    insects = table.monster(0, IS)
    table.monster(1, "Harpie Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Harpie Lady", target=insects, player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == [IS] and lp(duel) == (7700, 8000)

    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, IS)
    guardian = table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", IS, target=guardian)
    _pass_all(duel, s)
    assert grave(duel, 0) == [IS] and lp(duel) == (7600, 8000)


def test_insect_soldiers_of_the_sky_flip_a_set_wind_monster_and_skill_drain():
    """Q: my Insect Soldiers of the Sky attack a Set Harpie Lady (1400 DEF) (1); the same under Skill
    Drain (2). A: (1) flipped face-up, it is a WIND monster in damage calculation: 2000 ATK destroys
    it, no damage; (2) the effect is negated: 1000 against 1400 DEF, nothing is destroyed and I take
    400."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, IS)
    harpie = table.monster(1, "Harpie Lady", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", IS, target=harpie)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Harpie Lady"] and lp(duel) == (8000, 8000)

    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, IS)
    harpie = table.monster(1, "Harpie Lady", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", IS, target=harpie)
    _pass_all(duel, s)
    assert grave(duel, 1) == [] and harpie.card(duel).position == "defense"
    assert lp(duel) == (7600, 8000)
