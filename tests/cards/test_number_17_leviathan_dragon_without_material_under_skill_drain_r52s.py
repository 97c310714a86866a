"""Number 17: Leviathan Dragon with no material, under Skill Drain (round 52s).

Its text: while it has no Xyz Material it cannot attack directly -- a continuous effect of the
monster itself. Skill Drain negates the effects of face-up monsters on the field, continuous
ones included (seed 000 §效果分類, 其他效果 / 永續效果: "在場上适用的其他效果基本上都能被「技能抽取」
無效"; yugipedia "Card Rulings: Skill Drain"). Negated, the restriction is gone: the bare dragon
may attack directly, and deals its 2000 ATK.
"""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

LEVIATHAN = "Number 17: Leviathan Dragon"


def _table(skill_drain):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LEVIATHAN, materials=[])
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    return table.build()


def test_a_bare_leviathan_cannot_attack_directly_without_skill_drain():
    """Q: my Leviathan Dragon has no material and my opponent controls no monster. May it attack
    directly? A: no: its own restriction applies."""
    assert not Script(_table(skill_drain=False)).has("attack", LEVIATHAN, target="player")


def test_under_skill_drain_a_bare_leviathan_attacks_directly():
    """Q: the same, but my opponent's Skill Drain is face-up. A: the restriction is negated: it
    attacks directly and my opponent takes 2000."""
    duel = _table(skill_drain=True)
    s = Script(duel)
    s.pick("attack", LEVIATHAN, target="player")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 6000)
