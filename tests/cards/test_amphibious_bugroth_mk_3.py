"""Amphibious Bugroth MK-3 (64342551), Effect Monster: while "Umi" is on the field it may attack the
opponent directly.

Sources, read in our words: yugioh-wiki.net 《水陸両用バグロス Mk－3》 (the OCG text: with 《海》 on the
field it can attack directly; either player's Umi counts; a Machine, so Umi's own effect lowers its
ATK by 200; 《海神の巫女》 (Maiden of the Aqua) makes the field count as Umi); the 2005 text (IOC) does the
same, no ERAS entry. `kit.umi_on_field` is the shared question (round 57k). Skill Drain negates the
effect of a face-up monster on the field (seed 000 §效果分類)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

MK3 = "Amphibious Bugroth MK-3"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(setup=None):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, MK3)
    table.monster(1, "Mystical Elf", position="defense")
    if setup:
        setup(table)
    duel = table.build()
    return duel, Script(duel)


def test_amphibious_bugroth_mk_3_attacks_directly_with_umi():
    """Q: my opponent's Umi is face-up and they control Mystical Elf; my Amphibious Bugroth MK-3 attacks
    them directly. A: it may; as a Machine it has 1300 ATK under Umi: they take 1300, the Elf stays."""
    duel, s = _table(lambda t: t.field_spell(1, "Umi"))
    s.pick("attack", MK3, target="player")
    _pass(s)
    assert lp(duel) == (8000, 6700)
    assert [c.name for c in duel.monsters(1) if c is not None] == ["Mystical Elf"]


def test_amphibious_bugroth_mk_3_without_umi_attacks_only_the_monster():
    """Q: no Umi is on the field and my opponent controls Mystical Elf. May MK-3 attack directly? A:
    no: its only attack target is the Elf."""
    duel, s = _table()
    assert not s.has("attack", MK3, target="player")
    assert s.has("attack", MK3, target="Mystical Elf")


def test_amphibious_bugroth_mk_3_with_maiden_of_the_aqua():
    """Q: no Field Spell is face-up, and my Maiden of the Aqua is face-up. A: the field counts as Umi:
    MK-3 attacks directly with its full 1500 ATK (Umi's own ATK change does not apply)."""
    duel, s = _table(lambda t: t.monster(0, "Maiden of the Aqua", position="defense"))
    s.pick("attack", MK3, target="player")
    _pass(s)
    assert lp(duel) == (8000, 6500)


def test_amphibious_bugroth_mk_3_under_skill_drain():
    """Q: Umi and Skill Drain are face-up. May MK-3 attack directly? A: no: its effect is negated (and
    it is 1300 under Umi)."""
    def setup(t):
        t.field_spell(0, "Umi")
        t.spell_trap(1, "Skill Drain", face_down=False)
    duel, s = _table(setup)
    assert not s.has("attack", MK3, target="player")
