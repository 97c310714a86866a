"""Mystic Lamp (98049915): a Level 1 DARK Spellcaster (400/300) that may attack the opponent
directly, even while they control monsters.

Sources: the card's text (MRD 2002 and today's say the same, in our words); yugioh-wiki.net
《魔法のランプ》: it may still attack a monster instead. Skill Drain negates the effects of face-up
monsters on the field (its text): it can then only attack directly when the opponent has no
monster (seed 004 §直接攻击). Mirror Force answers any attack declaration by an opponent's
monster, a direct one too (its text)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_mystic_lamp_attacks_directly_past_a_monster():
    """Q: my opponent controls Summoned Skull; my Mystic Lamp attacks them directly. A: allowed:
    they take 400."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Mystic Lamp")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystic Lamp", target="player", player=0, request="battle")
    _finish(s)
    assert lp(duel) == (8000, 7600)


def test_mystic_lamp_may_still_attack_a_monster():
    """Q: may Mystic Lamp attack a face-down monster instead? A: yes: the direct attack is a
    choice, not a duty."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Mystic Lamp")
    token = table.monster(1, "Sheep Token", position="defense")
    duel = table.build()
    s = Script(duel)
    assert s.has("attack", "Mystic Lamp", target=token) and s.has("attack", "Mystic Lamp", target="player")
    s.pick("attack", "Mystic Lamp", target=token, player=0, request="battle")
    _finish(s)
    assert lp(duel) == (8000, 8000) and duel.monsters(1) == []


def test_mystic_lamp_under_skill_drain_cannot_attack_directly():
    """Q: Skill Drain is face-up and my opponent controls Summoned Skull. A: Mystic Lamp's effect
    is negated: it may only attack Summoned Skull."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Mystic Lamp")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", "Mystic Lamp", target="player")
    assert s.has("attack", "Mystic Lamp", target="Summoned Skull")


def test_mystic_lamp_direct_attack_meets_mirror_force():
    """Q: Mystic Lamp attacks directly past my Summoned Skull; I activate Mirror Force. A: it
    answers a direct attack too: Mystic Lamp is destroyed, no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Mystic Lamp")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystic Lamp", target="player", player=0, request="battle")
    s.pick("activate", "Mirror Force", player=1, request="chain")
    _finish(s)
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == ["Mystic Lamp"]
