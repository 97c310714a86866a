"""Victory Dragon's Match win under Skill Drain: since the Perfect Rulebook of 2014 the Match win
is text that is no effect (効果外テキスト), so negating the monster's effects does not stop it;
in 2005 it was treated as a monster effect, which Skill Drain negated (round 51q).

yugioh-wiki.net 《ヴィクトリー・ドラゴン》 (its Match kill is 効果外テキスト; until the Perfect Rulebook
of 2014-04-04 its classification was pending and it was treated as a monster effect, so Skill
Drain stopped it -- the page's history, quoted by syumikun.hateblo.jp) and seed 004 §对战方法
(胜利龙: the Match ends at once). The same reading as Gagaga Magician's restriction
(tests/cards/test_gagaga_magician_as_synchro_material_under_skill_drain_r50s.py)."""

import pytest

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def _victory_dragon_attacks_directly_under_skill_drain(rules):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step", lp=(8000, 2000))
    table.monster(0, "Victory Dragon")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    Script(duel).pick("attack", "Victory Dragon", target="player")
    assert lp(duel) == (8000, 0)
    return duel


def test_under_goat_skill_drain_keeps_victory_dragon_to_the_duel():
    """Q (GOAT, the 2005 treatment): my opponent's Skill Drain is face-up; Victory Dragon's
    direct attack takes them from 2000 to 0. A: its Match win was a monster effect then, negated:
    I win the duel only."""
    duel = _victory_dragon_attacks_directly_under_skill_drain("GOAT")
    assert duel.result == {"winner": 0, "reason": "lp", "turn": 3}


@pytest.mark.xfail(strict=True, reason="request h51q-5: the Match win is read as a negatable effect")
def test_under_todays_rules_skill_drain_does_not_stop_victory_dragons_match_win():
    """Q (MR5): the same attack under Skill Drain. A: the Match win is no effect of the monster
    (効果外テキスト): Skill Drain does not touch it; I win the Match."""
    duel = _victory_dragon_attacks_directly_under_skill_drain("MR5")
    assert duel.result == {"winner": 0, "reason": "lp", "turn": 3, "match_win": True}
