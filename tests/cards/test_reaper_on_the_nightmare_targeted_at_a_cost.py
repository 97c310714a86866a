"""Reaper on the Nightmare destroys itself as soon as a card or effect targets it. Targeted by
Exiled Force, which Call of the Haunted had revived, it is gone before anyone may respond to
Exiled Force's activation (the state rules apply right after an activation), although
Tributing Exiled Force for the cost cut its tie to Call of the Haunted in the same moment
(a cut happening outside any resolution: engine/actions.py `_state_check_pass` still asks
every STATE effect that declared no need). Call of the Haunted stays: its monster was
Tributed, not destroyed."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_reaper_targeted_by_a_monster_tributed_from_call_of_the_haunted_is_gone_before_the_response():
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Exiled Force")
    table.monster(1, "Reaper on the Nightmare")
    table.spell_trap(1, "Waboku")        # player 1 holds a response: they are asked
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Exiled Force", request="target")
    s.pick("pass", player=1, request="chain")
    s.pick("pass", player=1, request="chain")
    assert field_monsters(duel, 0) == ["Exiled Force"] and len(duel.relations) == 1
    s.pick("activate", "Exiled Force", request="idle")
    s.pick("target", "Reaper on the Nightmare", request="target")
    # player 1's response window to Exiled Force: Reaper has already destroyed itself
    s.expect("chain", player=1)
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Reaper on the Nightmare"]
    assert grave(duel, 0) == ["Exiled Force"] and duel.relations == []
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Call of the Haunted"]
