"""Twinheaded Beast (82035781): it can attack twice in each Battle Phase.

Sources, in our words: the card's texts (DBT-EN003 and today's: a second attack in each Battle Phase;
no ERAS entry); yugioh-wiki.net 《ツインヘデッド・ビースト》: a continuous effect giving two attack
declarations, at any targets (the second may be direct once the field is empty). Skill Drain negates
it on the field (seed 000 §永續效果): one attack only."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

TB = "Twinheaded Beast"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_twinheaded_beast_destroys_a_monster_then_attacks_directly():
    """Q: my opponent controls a face-up Mystical Elf (800 ATK) in Attack Position. A: Twinheaded Beast (1700) destroys it (900 damage),
    then attacks directly (1700): my opponent is at 5400, and there is no third attack."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, TB)
    elf = table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", TB, target=elf)
    _resolve(s)
    s.pick("attack", TB, target="player")
    _resolve(s)
    assert grave(duel, 1) == ["Mystical Elf"] and lp(duel) == (8000, 5400)
    assert not s.has("attack", TB)


def test_twinheaded_beast_attacks_the_same_monster_twice():
    """Q: my opponent's Mystical Elf is in Defense Position (2000 DEF); Twinheaded Beast (1700)
    attacks it. A: I take 300 twice: its second attack may go at the same monster."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, TB)
    elf = table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", TB, target=elf)
    _resolve(s)
    s.pick("attack", TB, target=elf)
    _resolve(s)
    assert lp(duel) == (7400, 8000) and elf.card(duel).location == "mzone"


def test_twinheaded_beast_under_skill_drain_attacks_once():
    """Q: my opponent controls a face-up Skill Drain. A: after one direct attack (1700) Twinheaded
    Beast has no second one."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, TB)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", TB, target="player")
    _resolve(s)
    assert lp(duel) == (8000, 6300) and not s.has("attack", TB)
