"""Stealth Bird burns only when Flip Summoned (round 47a).

The card's text: WHEN IT IS FLIP SUMMONED, the opponent takes 1000 damage. A Normal Summon in
face-up Attack Position is no Flip Summon (seed 000 §反転召喚), so it deals nothing."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def test_stealth_bird_normal_summoned_face_up_deals_no_damage():
    """Q: I Normal Summon Stealth Bird face-up. Does my opponent take 1000 damage? A: no: only
    its Flip Summon does that; both players keep 8000 LP."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Stealth Bird")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Stealth Bird", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and lp(duel) == (8000, 8000)
