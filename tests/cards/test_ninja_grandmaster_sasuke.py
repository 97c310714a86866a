"""Ninja Grandmaster Sasuke (4041838): when it attacks a Defense Position monster, that monster is
destroyed by its effect at the start of the Damage Step, as it is (a face-down one is not
flipped, so its FLIP effect is never activated), with no damage calculation.

Sources: the card's texts, read in our words (the 2005 TCG text, "When this card attacks a
Defense Position monster, destroy that monster immediately with this card's effect without
applying damage calculation", and today's, "At the start of the Damage Step, if this card
attacks a Defense Position monster: Destroy that monster": one effect, a mandatory trigger at
the start of the Damage Step); as Mystic Swordsman LV2's destruction of a face-down monster
(tests/cards/test_mystic_swordsman_lv2.py: yugioh-wiki.net, no flip, destroyed by an effect so
"cannot be destroyed by battle" does not save it); Skill Drain's text (negated, the attack goes
on as a plain battle)."""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _attack(defender, position, rules="GOAT", skill_drain=False):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, "Ninja Grandmaster Sasuke")
    target = table.monster(1, defender, position=position)
    table.hand(1, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Ninja Grandmaster Sasuke", target=target)
    _resolve(s)
    return duel


def test_ninja_grandmaster_sasuke_destroys_a_set_man_eater_bug_unflipped():
    """Q: (both texts) Sasuke attacks a Set Man-Eater Bug: A: the Bug is destroyed face-down at
    the start of the Damage Step: no flip, so its FLIP effect never destroys Sasuke; no damage
    calculation."""
    for rules in ("GOAT", "MR5"):
        duel = _attack("Man-Eater Bug", "set", rules=rules)
        assert grave(duel, 1) == ["Man-Eater Bug"] and field_monsters(duel, 0) == ["Ninja Grandmaster Sasuke"], rules
        assert of_type(duel, "battle") == [] and of_type(duel, "flip") == [] and lp(duel) == (8000, 8000)


def test_ninja_grandmaster_sasuke_destroys_a_face_up_defender_with_higher_def():
    """Q: Sasuke (1800) attacks a face-up Defense Position Mystical Elf (DEF 2000): A: destroyed
    by the effect before damage calculation: I take no 200 reflected damage."""
    duel = _attack("Mystical Elf", "defense")
    assert grave(duel, 1) == ["Mystical Elf"] and lp(duel) == (8000, 8000)


def test_ninja_grandmaster_sasuke_attack_position_battle_is_normal():
    """Q: Sasuke attacks Summoned Skull in Attack Position: A: no effect: a plain battle, Sasuke
    destroyed and I take 700."""
    duel = _attack("Summoned Skull", "attack")
    assert grave(duel, 0) == ["Ninja Grandmaster Sasuke"] and lp(duel) == (7300, 8000)


def test_ninja_grandmaster_sasuke_destroys_a_set_spirit_reaper():
    """Q: Sasuke attacks a Set Spirit Reaper, which battles cannot destroy: A: it is destroyed:
    by Sasuke's effect, not by battle."""
    duel = _attack("Spirit Reaper", "set")
    assert grave(duel, 1) == ["Spirit Reaper"] and of_type(duel, "battle") == []


def test_ninja_grandmaster_sasuke_under_skill_drain_battles_normally():
    """Q: with Skill Drain face-up, Sasuke attacks a face-up Defense Position Mystical Elf: A: no
    destruction by the effect: damage calculation, I take 200, the Elf survives."""
    duel = _attack("Mystical Elf", "defense", skill_drain=True)
    assert grave(duel, 1) == [] and lp(duel) == (7800, 8000)
