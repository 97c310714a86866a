"""Giant Orc (73698349): if it attacked, it turns to Defense Position at the end of that Battle
Phase, and its battle position cannot be changed until the end of its controller's next turn.

Sources: yugioh-wiki.net 《ジャイアント・オーク》 (its text: バトルフェイズ終了時に守備表示; a
continuous effect, 永続効果, with no chain link -- the FAQ there: like Goblin Elite Attack Force
and Iron Knight's, it does not start a chain); the 2005 TCG text (MFC: "at the end of the Battle
Phase ... until the end of your next turn") says the same as today's: no ERAS entry. Skill Drain
negates the effects of face-up monsters on the field (its text). Seed 004 §伤害的判定: a monster
in Defense Position with 0 DEF attacked by a monster with more ATK is destroyed, and its
controller takes no battle damage."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

ORC = "Giant Orc"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _attack(rules="GOAT", skill_drain=False):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    orc = table.monster(0, ORC)
    table.monster(1, "Battle Ox", position="set")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", ORC, target=duel.monsters(1)[0].uid)
    _resolve(s)
    return duel, s, orc


def test_giant_orc_turns_to_defense_at_the_end_of_the_battle_phase():
    """Q: Giant Orc (2200) attacks my opponent's Set Battle Ox (1000 DEF) and destroys it. A: it
    stays in Attack Position until the Battle Phase ends; at its end it is in face-up Defense
    Position (no chain link: Main Phase 2 follows at once)."""
    duel, s, orc = _attack()
    assert grave(duel, 1) == ["Battle Ox"]
    assert orc.card(duel).position == S.FACEUP_ATTACK
    s.pick("end_battle")
    _resolve(s)
    assert duel.phase == "main2" and orc.card(duel).position == S.FACEUP_DEFENSE


def test_giant_orc_that_did_not_attack_stays_in_attack_position():
    """Q: I end the Battle Phase without attacking with Giant Orc. A: it stays in Attack
    Position."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    orc = table.monster(0, ORC)
    duel = table.build()
    s = Script(duel)
    s.pick("end_battle")
    _resolve(s)
    assert duel.phase == "main2" and orc.card(duel).position == S.FACEUP_ATTACK


def test_giant_orc_is_locked_through_my_next_turn():
    """Q: Giant Orc attacked in my turn 3. May I change it back to Attack Position in Main Phase
    2, or in my next turn (5)? A: no, neither; in my turn 7 I may."""
    duel, s, orc = _attack()
    s.pick("end_battle")
    _resolve(s)
    assert not s.has("change_position", orc)
    for _ in range(2):
        s.end_turn()
        _resolve(s)
    assert duel.turn == 5 and duel.turn_player == 0 and duel.phase == "main1"
    assert not s.has("change_position", orc)
    for _ in range(2):
        s.end_turn()
        _resolve(s)
    assert duel.turn == 7 and duel.turn_player == 0
    s.pick("change_position", orc, position="attack")
    assert orc.card(duel).position == S.FACEUP_ATTACK


def test_giant_orc_in_defense_is_destroyed_with_no_damage():
    """Q: my Giant Orc attacked and went to Defense Position (0 DEF); in my opponent's turn their
    Mystical Elf (800 ATK), drawn and summoned that turn, attacks it. A: Giant Orc is destroyed and I take no damage."""
    duel, s, orc = _attack()
    s.pick("end_battle")
    _resolve(s)
    s.end_turn()
    _resolve(s)
    assert duel.turn == 4 and duel.turn_player == 1
    elf = duel.players[1].hand[0]
    assert elf.name == "Mystical Elf"
    s.pick("summon", elf.uid, player=1)
    _resolve(s)
    s.pick("battle", player=1)
    _resolve(s)
    s.pick("attack", "Mystical Elf", target=orc, request="battle")
    _resolve(s)
    assert grave(duel, 0) == [ORC] and lp(duel) == (8000, 8000)


def test_giant_orc_under_skill_drain_stays_in_attack_position():
    """Q: my opponent controls a face-up Skill Drain; Giant Orc attacks. A: its effect is
    negated: after the Battle Phase it is still in Attack Position, and I may change its position
    in my next turn."""
    duel, s, orc = _attack(skill_drain=True)
    s.pick("end_battle")
    _resolve(s)
    assert orc.card(duel).position == S.FACEUP_ATTACK
    for _ in range(2):
        s.end_turn()
        _resolve(s)
    assert duel.turn == 5
    assert s.has("change_position", orc)
