"""Mist Wurm's effect takes at least one target (round 48c).

Mist Wurm's text: when it is Synchro Summoned, target up to 3 cards your opponent controls; return
them to the hand. "Up to 3" is 1 to 3 (seed 000 §対象をとる: an effect that targets takes at least
one target): once its activation is chosen, the first target cannot be passed over."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def test_mist_wurm_activated_must_take_a_first_target():
    """Q: I Synchro Summon Mist Wurm and activate its effect; my opponent controls a Set Mirror
    Force. May I finish choosing with no target? A: no: the first target must be chosen; it
    returns Mirror Force to the hand."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Mist Wurm")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Giant Soldier of Stone")
    table.monster(0, "Giant Soldier of Stone")
    mirror = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Mist Wurm")
    s.pick("option", "Attack Position", request="option")
    s.pick("yes", player=0, request="yes_no")
    assert duel.request.kind == "target"
    assert not s.has("done")
    s.pick("target", mirror)
    if duel.request.kind == "target":
        s.pick("done")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 1) == ["Mirror Force"]
