"""After a Summon's response window closes with both players passing, the Summon is no
longer the last thing that happened: a "When a monster is Summoned" Trap (Torrential
Tribute) cannot be activated from the Main Phase menu that follows.

Rules cited: seed 004 §连锁和咒文速度 (a "when" effect answers only the event it follows,
in the window that event opens); seed 000 §陷阱卡 (通常陷阱). Card behaviour: Torrential
Tribute's current OCG/TCG text ("When a monster is Summoned: Destroy all monsters on the
field"). Round 26q (helper h26q): kills chain.py `_window_loop` left without its last
store of the window's happenings (`self._window_events = idle`).
"""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_torrential_tribute_not_offered_from_the_menu_after_both_players_passed_the_summon():
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Torrential Tribute")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    # the summon's window: the turn player first, then the opponent; both may answer it
    assert s.has("activate", "Torrential Tribute")
    s.pick("pass", player=0, request="chain")
    assert s.has("activate", "Torrential Tribute")
    s.pick("pass", player=1, request="chain")
    # back at the Main Phase menu: the Summon's moment has passed
    s.expect("idle", player=0)
    assert not s.has("activate", "Torrential Tribute")
    assert s.has("end_turn")
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == ["Summoned Skull"]
