"""Ninja Grandmaster Sasuke (4041838): when it attacks a face-up Defense Position monster, that
monster is destroyed by its effect at the start of the Damage Step, with no damage calculation; a
face-down Defense Position monster is not touched (it is flipped and battles as usual).

Sources: the card's texts, read in our words: SOD-EN019 (2005), quoted by Eternity's Card of the
Day of 2005-01-29, names a face-up Defense Position monster; the OCG text on yugioh-wiki.net
《忍者マスター SASUKE》 says the same (表側守備表示), and the page notes it does nothing to a
face-down monster -- Mystic Swordsman LV2 is its face-down counterpart. The effect is a trigger
(the same page), here at the start of the Damage Step; destroyed by an effect, "cannot be
destroyed by battle" does not save the monster. Skill Drain's text (negated, the attack goes on
as a plain battle). Round 53s corrected the script, which destroyed face-down monsters too."""

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


def test_ninja_grandmaster_sasuke_leaves_a_set_monster_to_battle():
    """Q: (both texts) Sasuke (1800) attacks a Set Mystical Elf (DEF 2000): is the Elf destroyed
    by Sasuke's effect? A: no: the effect is for a face-up Defense Position monster only (SOD-EN019,
    Eternity's Card of the Day of 2005-01-29; yugioh-wiki.net 《忍者マスター SASUKE》: no effect on
    a face-down one, the counterpart of Mystic Swordsman LV2). The Elf is flipped and battles:
    it survives and I take 200."""
    for rules in ("GOAT", "MR5"):
        duel = _attack("Mystical Elf", "set", rules=rules)
        assert grave(duel, 1) == [] and field_monsters(duel, 1) == ["Mystical Elf"], rules
        assert duel.monsters(1)[0].face_up and lp(duel) == (7800, 8000), rules
        assert field_monsters(duel, 0) == ["Ninja Grandmaster Sasuke"], rules


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


def test_ninja_grandmaster_sasuke_set_spirit_reaper_survives():
    """Q: Sasuke attacks a Set Spirit Reaper, which battles cannot destroy: A: face-down, it is no
    target of Sasuke's effect: it is flipped and the battle cannot destroy it; it stays."""
    duel = _attack("Spirit Reaper", "set")
    assert grave(duel, 1) == [] and field_monsters(duel, 1) == ["Spirit Reaper"]


def test_ninja_grandmaster_sasuke_destroys_a_face_up_spirit_reaper():
    """Q: Sasuke attacks a face-up Defense Position Spirit Reaper: A: it is destroyed: by
    Sasuke's effect, not by battle (no damage calculation), so its battle protection does not
    help."""
    duel = _attack("Spirit Reaper", "defense")
    assert grave(duel, 1) == ["Spirit Reaper"] and of_type(duel, "battle") == []


def test_ninja_grandmaster_sasuke_under_skill_drain_battles_normally():
    """Q: with Skill Drain face-up, Sasuke attacks a face-up Defense Position Mystical Elf: A: no
    destruction by the effect: damage calculation, I take 200, the Elf survives."""
    duel = _attack("Mystical Elf", "defense", skill_drain=True)
    assert grave(duel, 1) == [] and lp(duel) == (7800, 8000)
