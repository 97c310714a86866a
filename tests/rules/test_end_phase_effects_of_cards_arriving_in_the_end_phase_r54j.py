"""A card that reaches the GY or the banished cards DURING an End Phase still carries out its own
"in the End Phase" effect in that End Phase -- a mandatory one as well as an optional one
(round 54j).

Sources and reading. Seed 004 §结束阶段: the End Phase carries out the effects that happen in
it, then the hand is adjusted. yugioh-wiki.net 「エンドフェイズ」 (quoting the MR3 rulebook v1.1
p.75 and its note on End Phase triggers) puts "the effects that must be carried out in the End
Phase" and "the Trigger Effects that may be activated in the End Phase" side by side: the
players carry them out one at a time while they hold priority in the phase, before the hand
adjustment (Konami FAQ fid=11533 for both players' such effects). No ruling found names D.D.
Scout Plane or Twin-Headed Behemoth arriving mid-phase; we read the phase rule as written: an
effect that is due "in the End Phase of that turn" and becomes due while that End Phase lasts
is carried out in it, mandatory or not (the turn has no other End Phase; a mandatory effect
cannot be left undone). The Standby Phase is read as before (tests/engine/
test_which_triggers_a_card_arriving_in_the_standby_phase_keeps_r53m.py: optional ones only).
The engine raised such a trigger for a card arriving mid-phase only in a Standby Phase
(effects.py `_arrivals`, chain.py `_arrival_in_standby`); fixed in round 54j."""

import pytest

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def _pass_chains(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _raigeki_break_in_the_end_phase(rules, target, macro_cosmos=False):
    """Player 0's End Phase of turn 3: player 0 activates their Set Raigeki Break (discarding
    Battle Ox) on player 1's `target`; with `macro_cosmos`, player 0 has a face-up Macro Cosmos
    (what would go to the GY is banished instead)."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.hand(0, "Battle Ox")
    table.spell_trap(0, "Raigeki Break")
    if macro_cosmos:
        table.spell_trap(0, "Macro Cosmos", face_down=False)
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
    _pass_chains(s, duel)
    return duel, s


def _summoned_before_turn_end(duel, name):
    """The Special Summons of `name` in turn 3 (before its turn_end record), as
    (where from, position)."""
    turn_end = next(i for i, e in enumerate(duel.log) if e["type"] == "turn_end")
    return [(e["from"], e["position"]) for e in duel.log[:turn_end]
            if e["type"] == "special_summon" and e.get("name") == name]


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_dd_scout_plane_banished_in_the_end_phase_comes_back_in_that_end_phase(rules):
    """Q: my End Phase; with Macro Cosmos face-up I destroy my opponent's D.D. Scout Plane with
    Raigeki Break, so it is banished. Its return is mandatory: does it come back in this End
    Phase? A: yes: before my turn passes it is on my opponent's field in face-up Attack
    Position, and nothing of theirs is banished."""
    duel, s = _raigeki_break_in_the_end_phase(rules, "D.D. Scout Plane", macro_cosmos=True)
    _pass_chains(s, duel)
    assert duel.turn == 4
    assert field_monsters(duel, 1) == ["D.D. Scout Plane"]
    assert banished(duel, 1) == []
    assert _summoned_before_turn_end(duel, "D.D. Scout Plane") == [("banished", "attack")]


def test_twin_headed_behemoth_2005_destroyed_in_the_end_phase_comes_back_in_that_end_phase():
    """Q: (2005 text, its revival not optional) my End Phase; I destroy my opponent's
    Twin-Headed Behemoth with Raigeki Break. A: it is Special Summoned in this End Phase, with
    1000 ATK and DEF, before my turn passes; my opponent is asked only its position (no
    yes/no question)."""
    duel, s = _raigeki_break_in_the_end_phase("GOAT", "Twin-Headed Behemoth")
    s.expect(request="option", player=1)            # its position: Attack
    s.answer(duel.request.options[0])
    _pass_chains(s, duel)
    assert duel.turn == 4
    assert field_monsters(duel, 1) == ["Twin-Headed Behemoth"]
    assert grave(duel, 1) == []
    behemoth = duel.monsters(1)[0]
    assert (duel.atk(behemoth), duel.defense(behemoth)) == (1000, 1000)
    assert _summoned_before_turn_end(duel, "Twin-Headed Behemoth") == [("grave", "attack")]


def test_a_twin_headed_behemoth_discarded_for_the_hand_limit_is_not_revived():
    """Q: my End Phase; I hold 7 cards and discard Twin-Headed Behemoth for the hand limit. Is
    its End Phase revival offered? A: no: it was not destroyed on the field; the discard is
    made as before and the turn passes with it in my GY (the arrival during the End Phase is
    looked at, but its condition is not met)."""
    table = Table(turn=3)
    table.hand(0, *(["Battle Ox"] * 6 + ["Twin-Headed Behemoth"]))
    table.deck(0, ["Mystical Elf"])
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn")
    s.pick("discard", "Twin-Headed Behemoth")
    assert duel.turn == 4 and duel.turn_player == 1
    assert grave(duel, 0) == ["Twin-Headed Behemoth"]
    assert len(duel.players[0].hand) == 6
