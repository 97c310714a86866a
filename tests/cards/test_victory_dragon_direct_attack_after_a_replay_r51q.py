"""Victory Dragon wins the Match only through its direct attack: a direct attack chosen on a
replay counts; lethal battle damage from a battle with a monster wins only the duel (round 51q).

Victory Dragon's text (if its direct attack takes the opponent's LP to 0, its controller wins
the Match) with seed 004 §对战方法 (胜利龙) and §战斗阶段中的卷回 (after a replay with no monster
left, the attacker may attack the opponent directly: that attack is a direct attack; yugioh-wiki
「バトルステップの巻き戻し」: 相手フィールドにモンスターがいないならば直接攻撃ができる)."""

from duelist.testing.reads import banished, lp
from duelist.testing.scenario import Script, Table


def test_victory_dragon_attacking_directly_on_a_replay_wins_the_match():
    """Q: Victory Dragon (2400) attacks my Mystical Elf; I have 2000 LP and banish the Elf with
    Interdimensional Matter Transporter. My opponent, on the replay, attacks me directly. A:
    that is Victory Dragon's direct attack: it takes me to 0, and my opponent wins the Match."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step", lp=(8000, 2000))
    table.monster(0, "Victory Dragon")
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Interdimensional Matter Transporter")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Victory Dragon", target=elf)
    s.pick("activate", "Interdimensional Matter Transporter", player=1, request="chain")
    s.pick("target", elf, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 1) == ["Mystical Elf"]
    s.pick("retarget", "Victory Dragon", target="player", player=0, request="replay")
    assert lp(duel) == (8000, 0)
    assert duel.result == {"winner": 0, "reason": "lp", "turn": 3, "match_win": True}


def test_victory_dragon_lethal_battle_with_a_monster_wins_only_the_duel():
    """Q: I have 1000 LP; Victory Dragon (2400) attacks my Mystical Elf (800 ATK) and inflicts
    1600. A: I lose the duel, but it was no direct attack: the Match goes on."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step", lp=(8000, 1000))
    table.monster(0, "Victory Dragon")
    elf = table.monster(1, "Mystical Elf")
    duel = table.build()
    Script(duel).pick("attack", "Victory Dragon", target=elf)
    assert lp(duel) == (8000, 0)
    assert duel.result == {"winner": 0, "reason": "lp", "turn": 3}
