"""Hayabusa Knight (21015833): it can attack twice in the same Battle Phase.

Sources: the card's texts read in our words (the 2005 print, Pharaoh's Servant PSV-086, and
today's do the same: no ERAS entry); yugioh-wiki.net 《隼の騎士》: a continuous effect, two attack
declarations a Battle Phase, at any targets (a direct attack too when the field is empty); seed
000 §效果分類 (Skill Drain negates it on the field: one attack)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

KNIGHT = "Hayabusa Knight"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_hayabusa_knight_attacks_twice_directly():
    """Q: my opponent controls no monster; Hayabusa Knight (1000) attacks directly. A: it may
    attack directly again: 2000 damage in all, and no third attack."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, KNIGHT)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", KNIGHT, target="player")
    _resolve(s)
    s.pick("attack", KNIGHT, target="player")
    _resolve(s)
    assert lp(duel) == (8000, 6000)
    assert not s.has("attack", KNIGHT)


def test_hayabusa_knight_destroys_two_monsters():
    """Q: my opponent controls two Thousand-Eyes Idols (0 ATK). A: Hayabusa Knight destroys one,
    then attacks and destroys the other: 2000 damage, both in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, KNIGHT)
    idol1, idol2 = table.monster(1, "Thousand-Eyes Idol"), table.monster(1, "Thousand-Eyes Idol")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", KNIGHT, target=idol1)
    _resolve(s)
    s.pick("attack", KNIGHT, target=idol2)
    _resolve(s)
    assert grave(duel, 1) == ["Thousand-Eyes Idol", "Thousand-Eyes Idol"]
    assert lp(duel) == (8000, 6000)


def test_hayabusa_knight_under_skill_drain_attacks_once():
    """Q: my opponent controls a face-up Skill Drain. A: its effect is negated: after one direct
    attack it has no second one."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, KNIGHT)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", KNIGHT, target="player")
    _resolve(s)
    assert lp(duel) == (8000, 7000)
    assert not s.has("attack", KNIGHT)
