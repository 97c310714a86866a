"""A FLIP effect is a trigger (seed 000 §效果分類 誘發效果: "反轉場合發動的誘發效果"); a trigger is
not activated only when its card went to a place that is not public (the hand, the Deck) since
its moment. Dekoichi the Battlechanted Locomotive, Set, is flipped face-up by a Chain Link 2
and destroyed by Chain Link 1 (Dark Hole) in the same chain: it went to the GY, a public
place, so its FLIP effect is still activated once the chain has resolved (its controller draws
a card).

No card of the pool flips a monster face-up at spell speed 2 with its flip effect (Ceasefire
activates none): Waboku here is a stand-in Trap, "flip every face-down monster on the field
face-up". Round 33m found the position for round 12m's rules question: chain.py
`_build_trigger_chain` dropped a pending FLIP effect whose monster became another object,
wherever it went; the lead ruled as seed 000 reads and deleted that line in stop 36 (this test
failed before)."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import waboku_flips_every_face_down_monster


def test_dekoichi_destroyed_by_dark_hole_after_waboku_flipped_it_still_draws(monkeypatch):
    waboku_flips_every_face_down_monster(monkeypatch)
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Dark Hole")
    table.monster(1, "Dekoichi the Battlechanted Locomotive", position="set")
    table.spell_trap(1, "Waboku")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Dark Hole", request="idle")
    s.pick("activate", "Waboku", player=1, request="chain")
    for _ in range(6):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert sorted(grave(duel, 1)) == ["Dekoichi the Battlechanted Locomotive", "Waboku"]
    assert "Dekoichi the Battlechanted Locomotive" in [e["name"] for e in of_type(duel, "chain", start)]
    assert hand(duel, 1) == ["Celtic Guardian"]
