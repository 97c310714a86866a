"""Gladiator Beast Gyzarus Flip Summoned starts nothing (round 47a).

The card's text: when it is SPECIAL Summoned, it may destroy up to 2 cards. A Flip Summon is no
Special Summon (seed 000 §反転召喚), so a face-down Gyzarus Flip Summoned does not destroy."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_a_set_gyzarus_flip_summoned_destroys_nothing():
    """Q: my Gladiator Beast Gyzarus was turned face-down (Book of Moon) on an earlier turn; I
    Flip Summon it. May it destroy my opponent's Set card? A: no: it was Flip Summoned, not
    Special Summoned; their card stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    gyzarus = table.monster(0, "Gladiator Beast Gyzarus", position="set", summon_kind="proc")
    waboku = table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", gyzarus, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle"
    assert field_monsters(duel, 0) == ["Gladiator Beast Gyzarus"] and gyzarus.card(duel).face_up
    assert waboku.card(duel).location == "szone"
