"""Ninja Grandmaster Sasuke (4041838) and Mystic Swordsman LV2 (47507260): their effect is
activated only when they attack a monster in the position they name; attacking another, nothing
is activated (no chain link the opponent could answer).

Sources: the cards' texts in my words (Sasuke: when it attacks a face-up Defense Position monster,
destroy it at the start of the Damage Step; Mystic Swordsman LV2: a face-down Defense Position
one), as tests/cards/test_ninja_grandmaster_sasuke.py and test_mystic_swordsman_lv2.py read them
(yugioh-wiki.net 《忍者マスター SASUKE》: a trigger effect; no effect on a face-down monster); seed
000 §誘發效果 (a trigger is activated only when its event happens). Round 55o: kills kit.py
`destroy_attacked_in`'s match without `attacked_in` (the trigger raised at every attack of the
card, resolving to nothing)."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _attack(attacker, defender, position):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, attacker)
    target = table.monster(1, defender, position=position)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=target)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel


@pytest.mark.parametrize("position", ["attack", "set"])
def test_sasuke_attacking_a_monster_not_in_face_up_defense_activates_nothing(position):
    """Q: Sasuke (1800) attacks Mystical Elf (ATK 800 / DEF 2000) in face-up Attack Position, or
    Set. A: its effect is not activated (no chain link): a plain battle (the Elf in Attack
    Position is destroyed, 1000 damage; the Set one is flipped and I take 200)."""
    duel = _attack("Ninja Grandmaster Sasuke", "Mystical Elf", position)
    assert of_type(duel, "chain") == []
    if position == "attack":
        assert grave(duel, 1) == ["Mystical Elf"] and lp(duel) == (8000, 7000)
    else:
        assert field_monsters(duel, 1) == ["Mystical Elf"] and lp(duel) == (7800, 8000)


def test_mystic_swordsman_lv2_attacking_a_face_up_monster_activates_nothing():
    """Q: Mystic Swordsman LV2 (900) attacks Hitotsu-Me Giant (1200) in face-up Attack Position. A:
    its effect is not activated (no chain link): a plain battle, Mystic Swordsman LV2 destroyed and
    I take 300."""
    duel = _attack("Mystic Swordsman LV2", "Hitotsu-Me Giant", "attack")
    assert of_type(duel, "chain") == []
    assert grave(duel, 0) == ["Mystic Swordsman LV2"] and lp(duel) == (7700, 8000)
