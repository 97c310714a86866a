"""Leghul (12472242), Level 1 EARTH Insect, 300 / 350: it may attack the opponent directly.

Sources, in our words: the card's text (MRD-031, 2002, and today's do the same: no ERAS entry);
yugioh-wiki.net 《レッグル》 and 《ラージマウス》 (the same continuous effect as Ooguchi's: it may attack
directly while the opponent controls monsters, or attack a monster instead; Skill Drain negates it
on the field); Gravity Bind's text (only monsters of Level 4 or more cannot attack: a Level 1
direct attacker goes through it, the reason Leghul was played beside it); seed 004 §直接攻击."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

LEGHUL = "Leghul"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_leghul_attacks_directly_past_a_monster():
    """Q: my opponent controls Mystical Elf; Leghul (300) attacks them directly. A: they take 300;
    Mystical Elf stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LEGHUL)
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LEGHUL, target="player")
    _resolve(s)
    assert lp(duel) == (8000, 7700)
    assert [c.name for c in duel.monsters(1)] == ["Mystical Elf"]


def test_leghul_may_attack_a_monster_instead():
    """Q: may Leghul attack Thousand-Eyes Idol (0 ATK) instead? A: yes: the Idol is destroyed and
    my opponent takes 300."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LEGHUL)
    table.monster(1, "Thousand-Eyes Idol")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LEGHUL, target="Thousand-Eyes Idol")
    _resolve(s)
    assert grave(duel, 1) == ["Thousand-Eyes Idol"]
    assert lp(duel) == (8000, 7700)


def test_leghul_under_skill_drain_may_only_attack_the_monster():
    """Q: Skill Drain is face-up and my opponent controls Mystical Elf. A: Leghul's effect is
    negated: its only attack target is Mystical Elf."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LEGHUL)
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert [o.target_name for o in s.options("attack", LEGHUL)] == ["Mystical Elf"]


def test_leghul_attacks_directly_under_gravity_bind():
    """Q: my opponent has a face-up Gravity Bind and a Battle Ox; I control Leghul and Battle Ox.
    A: my Battle Ox (Level 4) cannot attack at all; Leghul (Level 1) attacks directly for 300."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LEGHUL)
    table.monster(0, "Battle Ox")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert s.options("attack", "Battle Ox") == []
    s.pick("attack", LEGHUL, target="player")
    _resolve(s)
    assert lp(duel) == (8000, 7700)
