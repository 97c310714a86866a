"""Goblin Attack Force (78658564): if it attacked, it turns to Defense Position at the end of
the Battle Phase, and its battle position cannot be changed until the end of its controller's
next turn.

Sources: yugioh-wiki.net 《ゴブリン突撃部隊》 (a continuous effect, 永続効果: nothing is
activated; the change happens at the end of the Battle Phase, its End Step; Skill Drain keeps it
in Attack Position; the 2005-era "until the End Phase of your next turn" reads as today's "until
the end of your next turn", the errata of cards that stop applying in the End Phase); seed 000
§怪獸的表示形式 (a manual change of position once a turn, in the Main Phase). One text in both
eras: nobody may change a position by hand in the End Phase, so the two endings play alike."""

from duelist.engine import state as S
from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _attack_and_pass_turns(rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    goblin = table.monster(0, "Goblin Attack Force")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Goblin Attack Force", target="player")
    _resolve(s)
    return duel, s, goblin


def test_goblin_attack_force_turns_to_defense_after_attacking():
    """Q: Goblin Attack Force attacks directly. A: my opponent takes 2300; at the end of the
    Battle Phase it turns to face-up Defense Position (no chain link), before Main Phase 2."""
    duel, s, goblin = _attack_and_pass_turns()
    assert lp(duel) == (8000, 5700)
    assert goblin.card(duel).position == S.FACEUP_ATTACK
    s.pick("end_battle")
    _resolve(s)
    assert duel.phase == "main2"
    assert goblin.card(duel).position == S.FACEUP_DEFENSE


def test_goblin_attack_force_that_did_not_attack_stays_in_attack_position():
    """Q: I end the Battle Phase without attacking with Goblin Attack Force. A: it stays in
    Attack Position."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    goblin = table.monster(0, "Goblin Attack Force")
    duel = table.build()
    s = Script(duel)
    s.pick("end_battle")
    _resolve(s)
    assert duel.phase == "main2"
    assert goblin.card(duel).position == S.FACEUP_ATTACK


def test_goblin_attack_force_is_locked_through_my_next_turn():
    """Q: Goblin Attack Force attacked in my turn 3. May I change it to Attack Position in my
    next turn (5)? A: no; in my turn after that (7) I may."""
    duel, s, goblin = _attack_and_pass_turns()
    s.pick("end_battle")
    _resolve(s)
    s.end_turn()                                   # turn 4: the opponent's
    _resolve(s)
    s.end_turn()
    _resolve(s)
    assert duel.turn == 5 and duel.turn_player == 0 and duel.phase == "main1"
    assert not s.has("change_position", goblin)
    s.end_turn()
    _resolve(s)
    s.end_turn()
    _resolve(s)
    assert duel.turn == 7 and duel.turn_player == 0
    s.pick("change_position", goblin, position="attack")
    assert goblin.card(duel).position == S.FACEUP_ATTACK


def test_goblin_attack_force_under_skill_drain_stays_in_attack_position():
    """Q: my opponent controls Skill Drain; Goblin Attack Force attacks directly. A: its effect
    is negated: it stays in Attack Position after the Battle Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    goblin = table.monster(0, "Goblin Attack Force")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Goblin Attack Force", target="player")
    _resolve(s)
    s.pick("end_battle")
    _resolve(s)
    assert lp(duel) == (8000, 5700)
    assert goblin.card(duel).position == S.FACEUP_ATTACK
