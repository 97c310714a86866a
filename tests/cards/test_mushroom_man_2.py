"""Mushroom Man #2 (93900406): 300 damage to its controller in each of their Standby Phases; in
their End Phase they may pay 500 LP to give its control to their opponent (for good).

Sources: the card's text in our words (Vol.7 / MRD-era and today's texts do the same; the 2005
English "during the End Phase" read as the controller's own, as the OCG text says);
yugioh-wiki.net 《マタンゴ》: the Standby damage is a mandatory trigger effect, the End Phase
control switch an optional trigger effect whose cost is the 500 LP, both in the controller's
own turn. A cost is paid on activation: the monster gone when it resolves, the LP stay paid
(seed 000 §代價). The control switch has no end (no "until the End Phase")."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

MM2 = "Mushroom Man #2"


def _table(rules="GOAT", turn_player=0, phase="main1", life=None):
    table = Table(rules=rules, turn=3, turn_player=turn_player, phase=phase, lp=life)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


def _pass_chains(s):
    duel = s.duel
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_mushroom_man_2_burns_its_controller_in_their_standby_phase(rules):
    """Q: my Standby Phase, Mushroom Man #2 on my field. A: I take 300 damage (its effect is
    activated: a chain link), my opponent nothing."""
    table = _table(rules, phase="draw")
    table.monster(0, MM2)
    duel = table.build()
    assert lp(duel) == (7700, 8000)
    assert [e["name"] for e in duel.log if e["type"] == "activate_effect"] == [MM2]
    assert duel.phase == "main1"


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_mushroom_man_2_paid_away_in_the_end_phase_then_burns_the_opponent(rules):
    """Q: in my End Phase I pay 500 LP with Mushroom Man #2's effect. A: my opponent controls
    it for good: it is still theirs in their turn, and in their Standby Phase they take 300."""
    table = _table(rules)
    table.monster(0, MM2)
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    s.pick("yes")
    _pass_chains(s)
    assert duel.turn == 4 and duel.phase == "main1"
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == [MM2]
    assert lp(duel) == (7500, 7700)
    assert any(e["type"] == "control" and e["player"] == 1 for e in duel.log)


def test_mushroom_man_2_sent_back_in_the_opponents_end_phase():
    """Q: I paid Mushroom Man #2 over to my opponent in my End Phase; in their End Phase they pay
    500 LP with its effect. A: I control it again, and in my next Standby Phase I take 300."""
    table = _table()
    table.monster(0, MM2)
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    s.pick("yes")
    _pass_chains(s)
    s.pick("end_turn", player=1)
    s.pick("yes", player=1)
    _pass_chains(s)
    assert duel.turn == 5 and duel.turn_player == 0 and duel.phase == "main1"
    assert field_monsters(duel, 0) == [MM2] and field_monsters(duel, 1) == []
    assert lp(duel) == (7200, 7200)


def test_mushroom_man_2_declined_stays():
    """Q: in my End Phase I say no to Mushroom Man #2's effect. A: nothing paid, it stays mine."""
    table = _table()
    table.monster(0, MM2)
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    s.pick("no")
    _pass_chains(s)
    assert field_monsters(duel, 0) == [MM2] and lp(duel) == (8000, 8000)


def test_mushroom_man_2_not_offered_without_500_lp():
    """Q: I have 400 LP in my End Phase. A: I cannot pay the 500 LP cost: the effect is not
    offered, the turn passes and it stays mine."""
    table = _table(life=(400, 8000))
    table.monster(0, MM2)
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    assert duel.turn == 4 and duel.request.kind == "idle"
    assert field_monsters(duel, 0) == [MM2] and lp(duel) == (400, 8000)


def test_mushroom_man_2_not_in_the_opponents_end_phase():
    """Q: I control Mushroom Man #2; it is my opponent's End Phase. A: not my End Phase: I am
    not asked; it stays mine (and my Standby Phase burns me next)."""
    table = _table(turn_player=1)
    table.monster(0, MM2)
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=1)
    assert not any(e["type"] == "control" for e in duel.log)
    assert duel.turn == 4 and field_monsters(duel, 0) == [MM2]
    assert lp(duel) == (7700, 8000)


def test_mushroom_man_2_destroyed_in_chain_the_cost_stays_paid():
    """Q: I pay 500 LP for Mushroom Man #2's End Phase effect; my opponent chains Ring of
    Destruction on it. A: it is destroyed (1250 damage to each of us), nothing changes control,
    and my 500 LP stay paid: 6250 to 6750."""
    table = _table()
    table.monster(0, MM2)
    table.spell_trap(1, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    s.pick("pass", player=1)        # (their window as my Main Phase ends)
    s.pick("yes")
    s.pick("activate", "Ring of Destruction", player=1)
    s.pick("target", MM2, player=1)
    _pass_chains(s)
    assert grave(duel, 0) == [MM2] and field_monsters(duel, 1) == []
    assert lp(duel) == (6250, 6750)
    assert not any(e["type"] == "control" for e in duel.log)
