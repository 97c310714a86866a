"""An End Phase effect whose condition comes true in the MIDDLE of the End Phase -- its card
banished, Tributed or destroyed by something done in that End Phase -- is still carried out in
that End Phase (round 54b).

Sources and reading. Seed 004 §结束阶段: the phase must carry out the effects that happen in the
End Phase, then the hand is adjusted. The MR3 rulebook (v1.1 p.75, quoted by yugioh-wiki.net
「エンドフェイズ」) says an effect lasting "until the End Phase" ends at any moment of the End
Phase the players choose, before the hand adjustment; the same page (13/03/27) says a trigger
that a hand-limit discard meets is still activated in that End Phase (the engine already does
so: tests/rules/test_timing_and_windows.py::test_a_hand_limit_discard_triggers_in_that_end_phase),
and Konami's FAQ fid=11533 has the players carry out the phase's effects while they hold
priority in it, not only as it begins. We read these together: what "the End Phase of this turn"
asks for, once it is due, is carried out in that End Phase while it lasts. The engine handled
the phase's effects only at its start (the phase's happening), so:

- Interdimensional Matter Transporter activated in the End Phase: the monster stayed banished
  into the next turn and came back in the OPPONENT's End Phase. Fixed (turn.py
  `_end_phase_late_returns`): it comes back in that End Phase, before the hand limit.
- Stardust Dragon Tributed for its negation in the End Phase, Twin-Headed Behemoth destroyed in
  the End Phase: their "in the End Phase" triggers from the GY were not offered in that End
  Phase (the engine raised such a trigger for a card arriving in the GY mid-phase only in a
  Standby Phase). Round 54j: effects.py `_arrivals` keeps the End Phase triggers too (optional
  and mandatory ones: tests/rules/test_end_phase_effects_of_cards_arriving_in_the_end_phase_r54j.py)
  and chain.py `_arrival_in_phase` answers an End Phase arrival with the End Phase's happening:
  Twin-Headed Behemoth's test passes. Stardust Dragon's stays a strict xfail: its return is due
  only when its negation resolves, after its arrival (the cost), and nothing asks its match
  again in that End Phase (a check of the off-field End Phase triggers after each End Phase
  window, turn.py `_end_phase_asked`, would: left as a request)."""

import pytest

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def _pass_chains(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_a_monster_banished_by_interdimensional_matter_transporter_in_the_end_phase_comes_back_then(rules):
    """Q: my End Phase (turn 3); I activate my Set Interdimensional Matter Transporter on my Battle
    Ox. When does Battle Ox come back? A: in this same End Phase: when my turn has passed to my
    opponent, Battle Ox is on my field again and nothing of mine is banished."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    assert duel.phase == "end"
    s.pick("activate", "Interdimensional Matter Transporter", request="chain", player=0)
    s.pick("target", "Battle Ox")
    _pass_chains(s, duel)
    assert duel.turn == 4 and duel.turn_player == 1
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert banished(duel, 0) == []
    # it came back from the banishment in turn 3's End Phase, before that turn ended
    events = [(e["type"], e.get("reason"), e.get("turn")) for e in duel.log
              if e["type"] in ("to_mzone", "turn_end")]
    assert events[:2] == [("to_mzone", "returned", None), ("turn_end", None, 3)]


def _raigeki_break_in_the_end_phase(target, stardust=False):
    """Player 0's End Phase of turn 3: player 0 activates their Set Raigeki Break (discarding
    Battle Ox) on player 1's `target`; with `stardust`, player 1 answers with Stardust Dragon
    (Tributed to negate it)."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.hand(0, "Battle Ox")
    table.spell_trap(0, "Raigeki Break")
    if stardust:
        table.monster(1, "Stardust Dragon", summon_kind="synchro")
    table.monster(1, target)
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    assert duel.phase == "end"
    s.pick("activate", "Raigeki Break", request="chain", player=0)
    while duel.request.kind in ("select", "target"):
        if duel.request.kind == "target":
            s.pick("target", target)
        else:
            s.answer(duel.request.options[0])       # the discard: Battle Ox
    if stardust:
        s.pick("activate", "Stardust Dragon", request="chain", player=1)
    _pass_chains(s, duel)
    return duel, s


def test_stardust_dragon_tributed_in_the_end_phase_may_come_back_in_that_end_phase():
    """Q: my End Phase; I activate Raigeki Break on my opponent's Battle Ox and they Tribute
    Stardust Dragon to negate it. May Stardust Dragon come back in this End Phase? A: yes: my
    opponent is asked whether to activate its return before the turn passes."""
    duel, s = _raigeki_break_in_the_end_phase("Battle Ox", stardust=True)
    assert grave(duel, 1) == ["Stardust Dragon"]
    s.expect(request="yes_no", player=1)
    assert duel.turn == 3 and duel.phase == "end"


def test_twin_headed_behemoth_destroyed_in_the_end_phase_may_come_back_in_that_end_phase():
    """Q: my End Phase; I destroy my opponent's Twin-Headed Behemoth with Raigeki Break. May it
    come back in this End Phase? A: yes: my opponent is asked whether to activate its effect
    before the turn passes."""
    duel, s = _raigeki_break_in_the_end_phase("Twin-Headed Behemoth")
    assert grave(duel, 1) == ["Twin-Headed Behemoth"]
    s.expect(request="yes_no", player=1)
    assert duel.turn == 3 and duel.phase == "end"


def test_stardust_dragon_tributed_in_the_end_phase_comes_back_before_the_turn_passes():
    """Q: as above, my opponent says yes to Stardust Dragon's return. A: Stardust Dragon is on
    their field again in my End Phase (turn 3), before the turn passes; their GY is empty of it.
    (Round 55r: turn.py `_end_phase_raise` looks again after the End Phase window.)"""
    duel, s = _raigeki_break_in_the_end_phase("Battle Ox", stardust=True)
    s.answer(duel.request.options[0])           # yes
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])   # its position: the first offered
    assert duel.turn == 4 and duel.turn_player == 1
    assert "Stardust Dragon" in field_monsters(duel, 1)
    assert grave(duel, 1) == []
    events = [(e["type"], e.get("name"), e.get("turn")) for e in duel.log
              if e["type"] == "turn_end" or (e["type"] == "special_summon" and e.get("name") == "Stardust Dragon")]
    assert events[0][0] == "special_summon" and events[1] == ("turn_end", None, 3)   # back before turn 3 ended


@pytest.mark.parametrize("target,stardust", [("Battle Ox", True), ("Twin-Headed Behemoth", False)])
def test_an_end_phase_return_declined_in_the_end_phase_is_not_offered_again(target, stardust):
    """Q: as above, my opponent says no to Stardust Dragon's (or Twin-Headed Behemoth's) return.
    Are they asked again before the turn passes? A: no: an End Phase trigger is offered once per
    card object in a phase (seed 000 §誘發效果: a trigger is raised by its moment, once); the turn
    passes with the monster in their GY."""
    duel, s = _raigeki_break_in_the_end_phase(target, stardust=stardust)
    name = "Stardust Dragon" if stardust else target
    s.expect(request="yes_no", player=1)
    s.answer(duel.request.options[1])           # no
    assert duel.turn == 4 and duel.turn_player == 1
    assert name in grave(duel, 1)
