"""Emergency Provisions (53046408) sending cards whose own activations are in the same chain.

Sources: yugioh-wiki.net 《非常食》: activated last in a chain of one's own Spells/Traps, it turns
each of them into 1000 LP (they are sent as its cost, and those already activated still resolve:
an activated Normal Trap's effect does not need its card on the field, seed 000 §連鎖 / the
card's text); a Continuous Trap whose effect needs its card on the field (Call of the Haunted:
seed 000 §永續陷阱, a Continuous Trap gone from the field before its activation resolves does
not apply) brings nothing back once sent."""

from duelist.testing.reads import grave, lp, monsters
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _send(s, names):
    for name in names:
        s.pick("select", name, player=0, request="select")
    if s.duel.request is not None and s.duel.request.kind == "select":
        s.pick("done", player=0)


def test_emergency_provisions_sends_an_activated_mirror_force_which_still_resolves():
    """Q: my opponent's Battle Ox attacks; I activate Mirror Force and chain Emergency Provisions,
    sending that Mirror Force. A: +1000 LP, and Mirror Force still resolves: Battle Ox is
    destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, "Mirror Force")
    table.spell_trap(0, "Emergency Provisions")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=1, request="battle")
    s.pick("activate", "Mirror Force", player=0, request="chain")
    if duel.request.kind == "chain" and duel.request.player == 1:
        s.pick("pass", player=1)
    s.pick("activate", "Emergency Provisions", player=0, request="chain")
    _send(s, ["Mirror Force"])
    _finish(s)
    assert lp(duel) == (9000, 8000)
    assert grave(duel, 1) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Emergency Provisions", "Mirror Force"]


def test_emergency_provisions_sends_an_activated_call_of_the_haunted_which_revives_nothing():
    """Q: I activate Call of the Haunted on Jinzo in my GY and chain Emergency Provisions, sending
    Call of the Haunted. A: +1000 LP; Call of the Haunted is no longer on the field as its
    activation resolves: Jinzo stays in my GY."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Call of the Haunted")
    table.spell_trap(0, "Emergency Provisions")
    table.grave(0, "Jinzo")
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=1, request="idle")
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Jinzo", player=0)
    if duel.request.kind == "chain" and duel.request.player == 1:
        s.pick("pass", player=1)
    s.pick("activate", "Emergency Provisions", player=0, request="chain")
    _send(s, ["Call of the Haunted"])
    _finish(s)
    assert lp(duel)[0] == 9000
    assert [m for m in monsters(duel, 0) if m] == []
    assert sorted(grave(duel, 0)) == ["Call of the Haunted", "Emergency Provisions", "Jinzo"]
