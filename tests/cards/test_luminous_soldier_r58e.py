"""Luminous Soldier (57482479): when it battles a DARK monster, it gains 500 ATK during damage
calculation only.

Sources, in our words: the card's texts (TP5-EN001, 2005, and today's; no ERAS entry);
yugioh-wiki.net 《太陽の戦士》: a continuous effect that applies in damage calculation only, whether it
attacks or is attacked (outside it, its ATK is 2100), the battled monster's Attribute read then (a
face-down one has been flipped by damage calculation: seed 000 §怪獸的表示形式). Skill Drain negates it
(seed 000 §永續效果)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

LS = "Luminous Soldier"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_luminous_soldier_attacking_a_dark_monster_gains_500():
    """Q: Luminous Soldier (2100) attacks Dark Magician (2500, DARK). A: in damage calculation it is
    2600: Dark Magician is destroyed, my opponent takes 100; afterwards it is 2100 again."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ls = table.monster(0, LS)
    table.monster(1, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(ls.card(duel)) == 2100
    s.pick("attack", LS, target="Dark Magician", request="battle")
    _pass(s)
    assert grave(duel, 1) == ["Dark Magician"] and lp(duel) == (8000, 7900)
    assert duel.atk(ls.card(duel)) == 2100


def test_luminous_soldier_attacked_by_a_dark_monster_gains_500():
    """Q: my opponent's Dark Magician (2500) attacks my Luminous Soldier. A: it is 2600 in damage
    calculation: Dark Magician is destroyed and my opponent takes 100."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    ls = table.monster(0, LS)
    table.monster(1, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Magician", target=ls, request="battle")
    _pass(s)
    assert grave(duel, 1) == ["Dark Magician"] and grave(duel, 0) == [] and lp(duel) == (8000, 7900)


def test_luminous_soldier_no_gain_against_a_monster_of_another_attribute():
    """Q: Luminous Soldier attacks Battle Ox (EARTH, 1700). A: no gain: 400 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LS)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LS, target="Battle Ox", request="battle")
    _pass(s)
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 7600)


def test_luminous_soldier_under_skill_drain_loses_to_dark_magician():
    """Q: my opponent's Skill Drain is face-up; Luminous Soldier attacks Dark Magician. A: no gain:
    2100 against 2500, my Soldier is destroyed and I take 400."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LS)
    table.monster(1, "Dark Magician")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LS, target="Dark Magician", request="battle")
    _pass(s)
    assert grave(duel, 0) == [LS] and lp(duel) == (7600, 8000)
