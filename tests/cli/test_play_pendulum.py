"""`duelist play` shows the Pendulum Zones with their scales and the face-up Extra Deck
(issue 10 item 6; seed 000 §額外卡組區域: face-up Pendulums are public)."""

import io

from duelist.cli import play_cmd
from duelist.testing.scenario import Table


def _board(rules):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.pendulum(0, "Foucault's Cannon", "left")
    table.pendulum(0, "Flash Knight", "right")
    table.extra(1, "Mandragon", face_up=True)
    table.extra(1, "Gaia Knight, the Force of Earth")
    duel = table.build()
    out = io.StringIO()
    play_cmd.TerminalSession(duel, human=0, ai=None, input_fn=None, out=out).show_board()
    return out.getvalue()


def test_the_board_shows_pendulum_scales_and_the_opponents_face_up_extra_deck():
    board = _board("MR5")
    assert "Pendulum left: Foucault's Cannon (scale 2) | right: Flash Knight (scale 7)" in board
    assert "S/T 1    Foucault's Cannon" in board          # MR5: the end Spell & Trap Zones
    assert "Extra Deck face-up: Mandragon" in board
    assert "Gaia Knight" not in board                     # face-down Extra Deck: hidden


def test_mr3_scales_sit_beside_the_spell_trap_zones():
    board = _board("MR3")
    assert "Pendulum left: Foucault's Cannon (scale 2)" in board and "S/T 1" not in board
