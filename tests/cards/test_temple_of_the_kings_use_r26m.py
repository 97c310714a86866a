"""Temple of the Kings lets its controller activate one Trap per turn in the turn it was Set
(seed 000 §陷阱卡). Activating a Trap Set on an earlier turn does not use that permission: a
Trap Set this turn can still be activated with it afterwards."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_a_trap_set_earlier_leaves_temples_use_for_one_set_this_turn():
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Temple of the Kings", face_down=False)
    table.spell_trap(0, "Waboku")                           # Set on an earlier turn
    table.spell_trap(0, "Waboku", set_this_turn=True)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Waboku", request="idle", first=True)
    while duel.request.kind != "idle":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == ["Waboku"]
    assert duel.used.get("same_turn_trap:%d" % next(
        c.cid for c in duel.cards if c.data.name == "Temple of the Kings")) != duel.turn
    assert s.has("activate", "Waboku")                      # the one Set this turn, with Temple
