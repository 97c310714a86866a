"""The Agent of Wisdom - Mercury (38730226): its draw is activated in its controller's next Standby
Phase, from the field; what happens when Mercury is no longer face-up there.

Sources: the OCG text quoted by yugioh-wiki.net 《英知の代行者 マーキュリー》 (the 2006 reprint: the
conditions are looked at in the opponent's End Phase, Mercury face-up on its controller's field, and
the effect 次の自分のスタンバイフェイズ時に発動する, "is activated in the next own Standby Phase"): it
is a trigger of the monster, activated where it is then. No FAQ or Goat ruling found for Mercury
turned face-down (or leaving the field) between the two moments: our reading (round 56p review), as
the script plays it, is that a face-down Mercury activates nothing in that Standby Phase (a face-down
monster's effects neither apply nor activate: seed 000 §怪獸的表示形式). Both presets play the same
text."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import hand, of_type
from duelist.testing.scenario import Script, Table

MERCURY = "The Agent of Wisdom - Mercury"


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_the_agent_of_wisdom_mercury_turned_face_down_in_the_end_phase_draws_nothing(rules):
    """Q: my hand is empty and Mercury is face-up as my opponent's End Phase begins; in that End
    Phase my opponent's Book of Moon turns Mercury face-down. A: the hand was empty at the right
    moment, but the draw is Mercury's own effect, activated in my Standby Phase: Mercury is
    face-down then, so I draw only my normal card (Battle Ox) and Mercury stays Set."""
    table = Table(rules=rules, turn=4, turn_player=1)
    mercury = table.monster(0, MERCURY, position="defense")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    table.deck(1, ["Hitotsu-Me Giant"] * 3)
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    assert duel.phase == "end" and duel.request.player == 1
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", mercury, player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.turn == 5 and duel.phase == "main1"
    assert hand(duel, 0) == ["Battle Ox"]
    assert len([e for e in of_type(duel, "draw") if e["player"] == 0]) == 1
    assert mercury.card(duel).position == S.FACEDOWN_DEFENSE
