"""Dark Mimic LV1 Special Summoned face-up in the middle of its controller's Standby Phase (round
53e): may it still level up in that same phase? AN OPEN RULING QUESTION; this file pins what the
engine does today, it does not claim the ruling.

What we know. Dark Mimic LV1's level-up is an optional trigger "in your Standby Phase" (the OCG
text of its time says 「自分のスタンバイフェイズ時」, the TCG "During your Standby Phase"). Seed
004 §准备阶段 says the phase's effects are carried out in the phase (the turn player orders
them), not only as it begins. For cards that reach the GY during the phase the engine already
lets such a trigger be activated (round 52g, chain.py `_arrival_in_standby`: yugioh-wiki.net
《キラー・スネーク》, hikikomo.com's 《黄泉ガエル》 notes -- Treeborn Frog's text has the same
「スタンバイフェイズ時」 wording and may be revived again in the phase it was used in), which
suggests the 時 wording does not close the window at the phase's start. We found no ruling for
a LV monster that reaches the FIELD during its controller's Standby Phase (searched
yugioh-wiki.net, the Konami FAQ, yugipedia/fandom; the wiki's Armed Dragon LV3 page only
speaks of summoning it in the opponent's turn to level it up in the next own Standby Phase).
So no fix: the engine raises a field card's Standby trigger only at the phase's start
(`CardScript.arrivals` looks at the GY and the banished cards), and the LV1 Call of the Haunted
revives in the Standby Phase is not offered its level-up. If a ruling says it may level up,
this test turns into a strict xfail and `_arrivals` grows the field (effects.py). Both presets
behave the same."""

import pytest

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_lv1_revived_by_call_of_the_haunted_in_the_standby_phase_is_not_offered_its_level_up(rules):
    """Q: my Standby Phase; I activate my Set Call of the Haunted then (not in the Draw Phase)
    and revive Dark Mimic LV1, face-up; Dark Mimic LV3 is in my hand. Am I asked whether to
    send LV1 to the GY to summon LV3 in this Standby Phase? A (the engine today; the ruling is
    open, see the module docstring): no: the duel goes on to my Main Phase 1 with LV1 on the
    field and LV3 still in my hand."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="draw")
    table.deck(0, ["Dark Mimic LV3", "Battle Ox", "Battle Ox"])      # drawn in the Draw Phase
    table.deck(1, ["Battle Ox"] * 3)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Dark Mimic LV1")
    duel = table.build()
    s = Script(duel)
    s.expect(request="chain", player=0)
    assert duel.phase == "draw"
    s.pick("pass")
    while duel.phase == "draw":
        s.pick("pass")
    assert duel.phase == "standby"
    s.pick("activate", "Call of the Haunted", request="chain", player=0)
    s.pick("target", "Dark Mimic LV1")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.phase == "main1" and duel.request.kind == "idle"
    assert field_monsters(duel, 0) == ["Dark Mimic LV1"]
    assert hand(duel, 0) == ["Dark Mimic LV3"]
    assert grave(duel, 0) == []
