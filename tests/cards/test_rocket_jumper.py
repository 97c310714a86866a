"""Rocket Jumper (53890795): while every monster the opponent controls is in Defense Position
(face-up or face-down), it may attack the opponent directly.

Sources: the card's texts in our words (the 2005 TCG print, AST-015, and today's do the same: no
ERAS entry); yugioh-wiki.net 《ロケット・ジャンパー》 (a continuous effect: with no monster of the
opponent's in Attack Position it may attack directly, face-down Defense Position monsters
included; it may attack a monster instead); seed 004 §战斗阶段中的卷回 (a replay when the
opponent's monsters change after the attack declaration)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

JUMPER = "Rocket Jumper"


def _battle(table):
    duel = table.build()
    s = Script(duel)
    return duel, s


def test_rocket_jumper_attacks_directly_over_defense_position_monsters():
    """Q: my opponent controls a face-down monster and a face-up Defense Position Mystical Elf. A:
    Rocket Jumper may attack directly (or either monster): 1000 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, JUMPER)
    elf = table.monster(1, "Mystical Elf", position="defense")
    table.monster(1, "Battle Ox", position="set")
    duel, s = _battle(table)
    assert s.has("attack", JUMPER, target="player") and s.has("attack", JUMPER, target=elf)
    s.pick("attack", JUMPER, target="player", request="battle")
    assert lp(duel) == (8000, 7000)


def test_rocket_jumper_cannot_attack_directly_beside_an_attack_position_monster():
    """Q: one of my opponent's monsters is in Attack Position. A: not every one is in Defense
    Position: Rocket Jumper must attack a monster. Another monster of mine is not so helped."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, JUMPER)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Mystical Elf", position="defense")
    table.monster(1, "Hitotsu-Me Giant")
    duel, s = _battle(table)
    assert not s.has("attack", JUMPER, target="player")
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, JUMPER)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Mystical Elf", position="defense")
    duel, s = _battle(table)
    assert s.has("attack", JUMPER, target="player") and not s.has("attack", "Celtic Guardian", target="player")


def test_rocket_jumper_is_negated_by_skill_drain():
    """Q: my opponent has only a Defense Position monster and a face-up Skill Drain. A: the
    continuous effect is negated: Rocket Jumper may only attack the monster."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, JUMPER)
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel, s = _battle(table)
    assert not s.has("attack", JUMPER, target="player")


def test_rocket_jumper_direct_attack_meets_a_monster_turned_to_attack_position():
    """Q: Rocket Jumper declares a direct attack over my opponent's Defense Position monsters; my
    opponent answers with Scapegoat (4 Sheep Tokens in Defense Position). A: the monsters changed:
    a replay; all are still in Defense Position, so Rocket Jumper may still attack directly."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, JUMPER)
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Scapegoat")
    duel, s = _battle(table)
    s.pick("attack", JUMPER, target="player", request="battle")
    s.pick("activate", "Scapegoat", player=1, request="chain")
    while duel.request.kind not in ("replay", "battle"):
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    s.expect(request="replay", player=0)
    s.pick("retarget", JUMPER, target="player")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7000)
