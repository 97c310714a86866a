"""Giant Axe Mummy (78266168): once per turn it may turn itself face-down; when an opponent's
monster whose ATK is lower than its DEF attacks it, the attacker is destroyed at the end of the
Damage Step.

Sources: the card's text in our words (the English text found names no position: face-up or
face-down, it acts; the PGD-023 print of 2004 was not checked: no ERAS entry, our reading; no
ruling page found). A trigger at the end of the Damage Step (seed 004 §伤害步骤), read then: the
attacker still on the field, its ATK below the Mummy's DEF, the Mummy still on the field (our
reading). Attacked face-down, the Mummy is face-up by then, so Skill Drain negates it. The
once-per-turn "turn face-down" is Des Lacooda's (kit.turn_face_down_once_per_turn)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

GAM = "Giant Axe Mummy"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attacked(attacker, position="set", skill_drain=False):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    mummy = table.monster(0, GAM, position=position)
    att = table.monster(1, attacker)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", att, target=mummy, request="battle")
    _pass_all(s, duel)
    return duel, mummy


def test_giant_axe_mummy_destroys_a_weaker_attacker():
    """Q: my face-down Giant Axe Mummy (2000 DEF) is attacked by Battle Ox (1700). A: the Ox's
    controller takes 300 in damage calculation; at the end of the Damage Step the Ox is destroyed;
    the Mummy stays face-up in Defense Position."""
    duel, mummy = _attacked("Battle Ox")
    assert lp(duel) == (8000, 7700) and grave(duel, 1) == ["Battle Ox"]
    assert mummy.card(duel).position == "defense"


def test_giant_axe_mummy_stronger_attacker_is_not_destroyed():
    """Q: the attacker is Gaia The Fierce Knight (2300). A: not lower than 2000: the Mummy is
    destroyed by battle and the Knight stays."""
    duel, _ = _attacked("Gaia The Fierce Knight")
    assert grave(duel, 0) == [GAM] and grave(duel, 1) == []


def test_giant_axe_mummy_face_up_defense_too():
    """Q: my face-up Defense Position Giant Axe Mummy is attacked by Battle Ox. A: its text names no
    position: the Ox's controller takes 300 and the Ox is destroyed."""
    duel, _ = _attacked("Battle Ox", position="defense")
    assert lp(duel) == (8000, 7700) and grave(duel, 1) == ["Battle Ox"]


def test_giant_axe_mummy_destroyed_after_the_damage_step_events():
    """Q: when is the Ox destroyed? A: at the end of the Damage Step, after damage calculation: the
    Ox is still on the field after damage calculation."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    mummy = table.monster(0, GAM, position="set")
    ox = table.monster(1, "Battle Ox")
    seen = []
    table.at("after_damage_calculation", lambda duel: seen.append(ox.card(duel).location))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", ox, target=mummy, request="battle")
    _pass_all(s, duel)
    assert seen == ["mzone"] and grave(duel, 1) == ["Battle Ox"]


def test_giant_axe_mummy_skill_drain_negates_it():
    """Q: my opponent's Skill Drain is face-up; their Battle Ox attacks my face-down Mummy. A: it is
    face-up by the end of the Damage Step: negated, the Ox stays."""
    duel, _ = _attacked("Battle Ox", skill_drain=True)
    assert lp(duel) == (8000, 7700) and grave(duel, 1) == []


def test_giant_axe_mummy_turns_face_down_once_per_turn():
    """Q: in my Main Phase my face-up Giant Axe Mummy turns itself face-down. Can it again this
    turn after a flip? A: it is face-down in Defense Position; the effect is not offered a second
    time that turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    mummy = table.monster(0, GAM)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GAM)
    _pass_all(s, duel)
    assert mummy.card(duel).position == "set"
    assert not s.has("activate", GAM)
