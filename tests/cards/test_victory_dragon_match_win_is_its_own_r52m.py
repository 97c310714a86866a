"""Victory Dragon's Match win belongs to Victory Dragon: another monster's direct attack that takes
the opponent to 0 LP wins the duel only -- a Normal Monster's, or an Effect Monster's whose text
says nothing of the Match.

Victory Dragon's text (its direct attack that brings the opponent to 0 LP wins the Match);
seed 004 §对战方法 (a Match is won duel by duel; 胜利龙 ends it at once) and §决斗的胜利条件 (0 LP:
the duel is lost). The Skill Drain cases: tests/cards/test_victory_dragon_match_win_under_skill_drain_r51q.py.

Round 52m: mutants of battle.py `_match_winner` (the flag read of a monster without a script, a
crash; a script without the flag read as having it) that the Victory Dragon tests did not tell
from the real engine."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def _lethal_direct_attack(attacker):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step", lp=(8000, 1000))
    table.monster(0, attacker)
    table.monster(0, "Victory Dragon", position="defense")     # beside it, not attacking
    table.hand(1, "Pot of Greed")
    duel = table.build()
    Script(duel).pick("attack", attacker, target="player")
    assert lp(duel) == (8000, 0)
    return duel


def test_a_normal_monsters_lethal_direct_attack_wins_the_duel_only():
    """Q: my Battle Ox attacks directly and takes my opponent from 1000 to 0 LP; my Victory Dragon
    is on the field in Defense Position. A: I win the duel, not the Match: the Match win is only
    for Victory Dragon's own direct attack."""
    duel = _lethal_direct_attack("Battle Ox")
    assert duel.result == {"winner": 0, "reason": "lp", "turn": 3}


def test_an_effect_monsters_lethal_direct_attack_wins_the_duel_only():
    """Q: the same with Sangan (an Effect Monster, 1000 ATK) attacking directly. A: the duel only:
    Sangan's text says nothing of the Match."""
    duel = _lethal_direct_attack("Sangan")
    assert duel.result == {"winner": 0, "reason": "lp", "turn": 3}
