"""Disc Fighter (19612721): a judge's review (round 57w) of a face-down target under each era's text.

Sources, in our words: today's text (since its reprint, DR2-EN140 onwards in PSCT) starts the effect
"at the start of the Damage Step"; a Set monster attacked is only turned face-up later, before damage
calculation (seed 004 §战斗处理时（伤害步骤）的注意 · 向背面表示攻击; seed 000 §怪獸的表示形式: "在傷害計
算前"), so at the start of the Damage Step its DEF cannot be read and the effect does not apply: the
Konami ruling for the like-worded Ally of Justice Catastor (Hidden Arsenal card rulings, cited on
yugipedia "Damage Step": an effect that needs the battling monster's face-up information does not
activate against a face-down one at the start of the Damage Step; Sasuke Samurai likewise). The 2005
text (AST-028) says "when it attacks ... destroy it without damage calculation", with no start of the
Damage Step: the GOAT preset plays it after the flip, before damage calculation (round 57j's reading,
kept: tests/cards/test_disc_fighter_r57j.py)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

DF = "Disc Fighter"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _attack(target_name, position, rules=None):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, DF)
    target = table.monster(1, target_name, position=position)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DF, target=target)
    _resolve(s)
    return duel


def test_disc_fighter_today_leaves_a_set_wall_alone():
    """Q: (today's rules) Disc Fighter (1000) attacks a Set Giant Soldier of Stone (DEF 2000). A: at
    the start of the Damage Step the Giant is still face-down, so the effect does not activate: the
    Giant is flipped, damage is calculated, it stays and I take 1000."""
    duel = _attack("Giant Soldier of Stone", "set")
    assert grave(duel, 1) == [] and lp(duel) == (7000, 8000)
    assert [c.name for c in duel.monsters(1)] == ["Giant Soldier of Stone"] and duel.monsters(1)[0].face_up
    assert DF not in [e["name"] for e in of_type(duel, "chain")]


def test_disc_fighter_today_destroys_a_face_up_wall_at_the_start_of_the_damage_step():
    """Q: (today's rules) Disc Fighter attacks a face-up Defense Position Mystical Elf (DEF 2000). A:
    the effect activates at the start of the Damage Step (before the "before damage calculation"
    step is reached) and destroys the Elf: no damage calculation, no damage."""
    duel = _attack("Mystical Elf", "defense")
    assert grave(duel, 1) == ["Mystical Elf"] and lp(duel) == (8000, 8000)
    chain_at = next(i for i, e in enumerate(duel.log) if e["type"] == "chain" and e["name"] == DF)
    start_at = max(i for i, e in enumerate(duel.log) if e["type"] == "step" and e["step"] == "damage_start")
    assert start_at < chain_at
    assert not any(e["type"] == "step" and e["step"] == "before_damage_calculation" for e in duel.log[start_at:chain_at])


def test_disc_fighter_goat_still_destroys_a_set_wall_once_flipped():
    """Q: (GOAT, the 2005 text) the same attack on a Set Giant Soldier of Stone. A: the Giant is
    flipped face-up, then destroyed before damage calculation: no damage to anyone."""
    duel = _attack("Giant Soldier of Stone", "set", rules="GOAT")
    assert grave(duel, 1) == ["Giant Soldier of Stone"] and lp(duel) == (8000, 8000)
