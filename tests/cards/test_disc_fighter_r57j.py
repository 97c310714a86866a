"""Disc Fighter (19612721), Level 4 EARTH Warrior, 1000 / 1000: when it attacks a Defense Position
monster with 2000 or more DEF, that monster is destroyed with no damage calculation.

These tests play the GOAT preset, the 2005 text (AST-028, 2004: "when it attacks a Defense Position
monster with a DEF of 2000 or higher, destroy it without damage calculation"). Today's text acts at
the start of the Damage Step, before a Set target is flipped (an ERAS entry since round 57w:
tests/cards/test_disc_fighter_eras_r57w.py).

Sources, in our words: the card's 2005 text; our reading for a face-down target under it (its DEF
is unknown until it is flipped face-up before damage calculation, seed 004 §伤害步骤: the effect is
applied after the flip, before damage calculation, so the attacker takes no damage from the wall and
a Flip effect of the target still happens; no 2005 ruling was found for this); a monster with DEF
below 2000, or one in Attack Position, battles as usual; Skill Drain negates it (seed 000 §效果分類 ›
其他效果)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

DF = "Disc Fighter"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _attack(target_name, position, *, drain=False):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, DF)
    target = table.monster(1, target_name, position=position)
    if drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DF, target=target)
    _resolve(s)
    return duel


def test_disc_fighter_destroys_a_face_up_wall():
    """Q: Disc Fighter (1000) attacks Mystical Elf (DEF 2000) in face-up Defense Position. A: the
    Elf is destroyed with no damage calculation: I take no 1000 reflected damage."""
    duel = _attack("Mystical Elf", "defense")
    assert grave(duel, 1) == ["Mystical Elf"] and grave(duel, 0) == []
    assert lp(duel) == (8000, 8000)
    assert of_type(duel, "battle") == []                  # no damage calculation
    assert [e["reason"] for e in of_type(duel, "destroyed")] == ["effect"]


def test_disc_fighter_destroys_a_set_wall_once_it_is_flipped():
    """Q: Disc Fighter attacks a Set Giant Soldier of Stone (DEF 2000). A: it is flipped face-up,
    then destroyed before damage calculation: no damage to anyone."""
    duel = _attack("Giant Soldier of Stone", "set")
    assert grave(duel, 1) == ["Giant Soldier of Stone"]
    assert lp(duel) == (8000, 8000)


def test_disc_fighter_leaves_a_lower_def_or_an_attack_position_monster_to_battle():
    """Q: Disc Fighter attacks a face-up Defense Position Beaver Warrior (DEF 1500), then (another
    duel) an Attack Position Mystical Elf (800 ATK / 2000 DEF). A: the effect does not apply: I take
    500 from the Beaver, which stays; the Elf in Attack Position is destroyed by battle and my
    opponent takes 200."""
    duel = _attack("Beaver Warrior", "defense")
    assert grave(duel, 1) == [] and lp(duel) == (7500, 8000)
    duel = _attack("Mystical Elf", "attack")
    assert grave(duel, 1) == ["Mystical Elf"] and lp(duel) == (8000, 7800)


def test_disc_fighter_under_skill_drain_bounces_off_the_wall():
    """Q: Skill Drain is face-up; Disc Fighter attacks face-up Defense Position Mystical Elf. A: its
    effect is negated: damage is calculated, the Elf stays and I take 1000."""
    duel = _attack("Mystical Elf", "defense", drain=True)
    assert grave(duel, 1) == [] and lp(duel) == (7000, 8000)
