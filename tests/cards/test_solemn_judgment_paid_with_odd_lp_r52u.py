"""Solemn Judgment's "pay half your LP" with an odd number of LP (round 52u).

Solemn Judgment (Counter Trap; cost: pay half your LP). No rule document of the seeds and no
Konami FAQ found says how an odd LP is halved; this test follows the reference engine EDOPro
(ProjectIgnis CardScripts, official/c41420027.lua: the cost pays floor(LP / 2)), so a player at
4001 LP pays 2000 and keeps 2001. (ygo-sem.cn's note on the card says only that an odd LP is
"rounded" (四舍五入), not which way; it is not taken as a source here.) The reading is the
test's, not a sourced ruling: if a Konami ruling says otherwise, this is the test to change."""

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def test_solemn_judgment_at_4001_lp_pays_2000_and_keeps_2001():
    """Q: my opponent has 4001 LP and answers my Pot of Greed with Solemn Judgment. A: they pay
    2000 (half of 4001, rounded down) and keep 2001; Pot of Greed is negated and I draw
    nothing."""
    table = Table(rules="MR5", turn=3, turn_player=0, lp=(8000, 4001))
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Kozaky"] * 3)
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert [(e["player"], e["amount"], e["lp"]) for e in of_type(duel, "pay_lp")] == [(1, 2000, 2001)]
    assert lp(duel) == (8000, 2001)
    assert hand(duel, 0) == [] and grave(duel, 0) == ["Pot of Greed"]
