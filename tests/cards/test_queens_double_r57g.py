"""Queen's Double (5901497), Level 1 EARTH Warrior, 350 / 300: it may attack the opponent directly.

Sources, in our words: the card's texts (MRD-051, 2002: "this monster may attack your opponent's
Life Points directly"; today's: "this card can attack directly": the same, no ERAS entry); seed
004 §战斗阶段 (it may still attack a monster instead); Skill Drain's text (it negates the effects of
face-up monsters on the field); Gravity Bind's text (only Level 4 or higher monsters are kept from
attacking: a Level 1 attacks under it, the reason Queen's Double was played against it)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

QD = "Queen's Double"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_queens_double_attacks_directly_past_a_monster():
    """Q: my opponent controls Battle Ox: may Queen's Double attack them directly? A: yes, 350
    damage (under both presets); it could also attack Battle Ox."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
        table.monster(0, QD)
        ox = table.monster(1, "Battle Ox")
        duel = table.build()
        s = Script(duel)
        assert s.has("attack", QD, target=ox)
        s.pick("attack", QD, target="player")
        _pass_all(duel, s)
        assert lp(duel) == (8000, 7650), rules


def test_queens_double_under_skill_drain_attacks_monsters_only():
    """Q: Skill Drain is face-up; my opponent controls Battle Ox. A: Queen's Double's effect is
    negated: it may not attack directly, only Battle Ox."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, QD)
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", QD, target="player")
    assert s.has("attack", QD, target=ox)


def test_queens_double_attacks_directly_under_gravity_bind():
    """Q: my opponent's Gravity Bind is face-up and they control Battle Ox; I control Queen's Double
    with Axe of Despair (1350 ATK) and Gaia The Fierce Knight (Level 7). A: Gaia may not attack;
    Queen's Double (Level 1) attacks directly: 1350 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    qd = table.monster(0, QD)
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=qd)
    table.monster(0, "Gaia The Fierce Knight")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.options("attack", "Gaia The Fierce Knight")
    s.pick("attack", QD, target="player")
    _pass_all(duel, s)
    assert lp(duel) == (8000, 6650)
    assert grave(duel, 1) == []
