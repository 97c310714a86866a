"""The windows after which the turn player's open game state is the Main Phase menu (a summon's,
a flip summon's, an activation's from the menu, the end of the Main Phase, the Battle Phase's
activations and the end of its Battle Step, the settling of a move the menu made): after a
chain that Summoned nothing resolves in one of them, the menu follows (ENGINE.md §3, seed 000
§回合玩家的優先權); in any other window priority goes round again.

Round 43c (h43c): chain.py `_window_loop` asks `name in MENU_WINDOWS` after every chain it
resolves; on PyPy a tuple's `in` compared the window's name with each entry in turn, a string
compare (a call the JIT leaves) per name it passed, seven for a window not in it. The names
are kept as a set (one look-up). The first test fails before round 43c (a tuple)."""

from duelist.engine.duel import Duel

MENU = {"summoned", "flip_summoned", "activated", "main_phase_end", "battle_activated",
        "battle_step_end", "settle"}


def test_the_menu_windows_are_a_set_of_exactly_these_seven():
    assert type(Duel.MENU_WINDOWS) is frozenset
    assert Duel.MENU_WINDOWS == MENU


def test_the_phase_and_step_windows_are_not_menu_windows():
    """The Draw, Standby and End Phase windows, an attack's and the damage step's are not
    followed by the menu: their chains end with priority going round (their names are not
    in the set), and the summon-negation window closes instead (`CLOSING_WINDOWS`)."""
    for name in ("draw_phase", "standby_phase", "end_phase", "attack_declared", "damage_step_start",
                 "battle_end_step", "summoning"):
        assert name not in Duel.MENU_WINDOWS
    assert "summoning" in Duel.CLOSING_WINDOWS
