"""Ooguchi (58861941): it may attack the opponent directly.

Sources: the card's texts in our words (the 2005 print, Metal Raiders MRD-032, and today's do the
same: no ERAS entry); yugioh-wiki.net 《ラージマウス》 (a continuous effect: it may attack directly
while the opponent controls monsters, or attack a monster instead; Skill Drain negates it on the
field); seed 004 §直接攻击."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

OOGUCHI = "Ooguchi"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_ooguchi_attacks_directly_past_a_monster():
    """Q: my opponent controls Mystical Elf; my Ooguchi (300) attacks them directly. A: they
    take 300; Mystical Elf is untouched."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, OOGUCHI)
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    assert {o.target for o in s.options("attack", OOGUCHI)} >= {"player"}
    s.pick("attack", OOGUCHI, target="player")
    _resolve(s)
    assert lp(duel) == (8000, 7700)


def test_ooguchi_may_attack_a_monster_instead():
    """Q: may Ooguchi attack my opponent's Thousand-Eyes Idol (0 ATK) instead? A: yes: it is
    destroyed and my opponent takes the difference, 300."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, OOGUCHI)
    table.monster(1, "Thousand-Eyes Idol")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", OOGUCHI, target="Thousand-Eyes Idol")
    _resolve(s)
    assert lp(duel) == (8000, 7700)
    assert [c.name for c in duel.players[1].grave] == ["Thousand-Eyes Idol"]


def test_ooguchi_under_skill_drain_cannot_attack_directly():
    """Q: Skill Drain is face-up and my opponent controls Mystical Elf. A: Ooguchi's effect is
    negated: it may only attack Mystical Elf."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, OOGUCHI)
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert [o.target_name for o in s.options("attack", OOGUCHI)] == ["Mystical Elf"]
