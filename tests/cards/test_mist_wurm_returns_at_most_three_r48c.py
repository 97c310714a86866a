"""Mist Wurm returns at most three cards (round 48c).

Mist Wurm's text: when it is Synchro Summoned, target up to 3 cards your opponent controls; return
them to the hand. Facing four cards, the third target ends the choice and the fourth card stays."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def test_mist_wurm_facing_four_cards_takes_three_targets():
    """Q: I Synchro Summon Mist Wurm; my opponent controls four Set cards. May I target all four?
    A: no: three at most; the fourth stays on the field."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Mist Wurm")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Giant Soldier of Stone")
    table.monster(0, "Giant Soldier of Stone")
    sets = [table.spell_trap(1, name) for name in ("Mirror Force", "Waboku", "Trap Hole", "Magic Cylinder")]
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Mist Wurm")
    s.pick("option", "Attack Position", request="option")
    s.pick("yes", player=0, request="yes_no")
    for ref in sets[:3]:
        s.pick("target", ref)
    assert duel.request.kind != "target" or not s.has("target", sets[3])
    if duel.request.kind == "target":
        s.pick("done")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(hand(duel, 1)) == ["Mirror Force", "Trap Hole", "Waboku"]
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Magic Cylinder"]
