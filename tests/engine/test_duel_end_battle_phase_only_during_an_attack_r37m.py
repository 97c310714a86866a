"""`Duel.end_battle_phase` (`Ctx.end_battle_phase`, Battle Fader's "then end the Battle Phase"):
it ends the Battle Phase only while an attack is being declared, in the Battle Step, and only
once; anywhere else it does nothing and answers False (docs/cards.md: "False otherwise"), so a
card's "if you do" part never follows a Battle Phase that did not end. seed 000 §效果分類
誘發效果 (Battle Fader's moment, the declaration of a direct attack) and seed 004 §战斗阶段
(the Battle Step, where attacks are declared, and the Damage Step after it).

Helper h37m (mutation testing of stop 37): each guard of battle.py `end_battle_phase` (no attack,
already ended, not the Battle Step) and its answers are checked here, the positions reached with
the pool's cards (the duel's own requests: Battle Fader's question at an attack's declaration,
Tragoedia's in the Damage Step)."""

from duelist.testing.reads import field_monsters, lp, of_type
from duelist.testing.scenario import Script, Table


def _table(phase, *defender_hand):
    table = Table(turn=3, turn_player=0, phase=phase)
    table.monster(0, "Celtic Guardian")
    table.hand(1, *defender_hand)
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    return table


def test_outside_the_battle_phase_nothing_ends():
    duel = _table("main1").build()
    s = Script(duel)
    assert duel.end_battle_phase() is False
    s.pick("battle", request="idle")
    for _ in range(4):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    # the Battle Phase that follows is a whole one: an attack is declared and deals its damage
    s.pick("attack", "Celtic Guardian", target="player")
    assert lp(duel) == (8000, 8000 - 1400)


def test_in_the_battle_step_with_no_attack_nothing_ends():
    duel = _table("battle_step").build()
    s = Script(duel)
    assert s.expect(request="battle", player=0)
    assert duel.end_battle_phase() is False
    s.pick("attack", "Celtic Guardian", target="player")
    assert lp(duel) == (8000, 8000 - 1400)


def test_during_a_direct_attacks_declaration_it_ends_once():
    """At Battle Fader's question (the direct attack's declaration) the Battle Phase can be
    ended: True; a second call finds it ended already: False. Battle Fader declined, the attack
    still goes no further and the End Step of the Battle Phase comes next (Main Phase 2)."""
    duel = _table("battle_step", "Battle Fader").build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Celtic Guardian", target="player")
    s.expect(request="yes_no", player=1)
    assert duel.end_battle_phase() is True
    assert duel.end_battle_phase() is False
    s.pick("no", "Battle Fader", player=1)
    assert lp(duel) == (8000, 8000)
    assert [e["phase"] for e in of_type(duel, "phase", start)] == ["main2"]


def test_in_the_damage_step_nothing_ends():
    """At Tragoedia's question (battle damage, in the Damage Step) it is too late: False, and
    the Battle Phase goes on (back to the Battle Step, where another attack may be declared)."""
    table = _table("battle_step", "Tragoedia")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="player")
    s.expect(request="yes_no", player=1)
    assert duel.end_battle_phase() is False
    s.pick("no", "Tragoedia", player=1)
    s.pick("attack", "Battle Ox", target="player")
    assert lp(duel) == (8000, 8000 - 1400 - 1700)
    assert field_monsters(duel, 1) == []
