"""When an object's move ends one lasting effect, the state checks drop that one and only the
others an object's move also ended: a lasting effect for a time ("until the end of this turn")
is not ended by a tie being cut (seed 000 §陷阱卡, 永續陷阱: Call of the Haunted's "if this
card leaves the field, destroy that monster" lasts while the tie does; Rush Recklessly's +700
ATK lasts until the end of the turn it resolved in, whatever else happens on the field).

Round 13p: actions.py `_bound_and_over` answers False at once for a duration no object can end
(`Until.by_object` False), and `_state_check_pass` walks the lasting effects after the first
one that is over asking it of each; were the answer True there, every later turn-long effect
would be dropped with the tie."""

from duelist.engine.names import L
from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_rush_recklessly_started_after_the_tie_outlives_the_tie():
    """Player 0's turn 3: Call of the Haunted (Set) revives Summoned Skull; then Rush
    Recklessly gives player 1's Battle Ox +700 ATK until the end of the turn; then Compulsory
    Evacuation Device returns Summoned Skull to the hand, which cuts Call of the Haunted's tie.
    The tie's delayed effect is over; Battle Ox keeps its +700 (2400 ATK) for the rest of the
    turn."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.spell_trap(0, "Rush Recklessly")
    table.grave(0, "Summoned Skull")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", player=0, request="idle")
    s.pick("target", "Summoned Skull", player=0)
    _settle(duel, s)
    assert duel.players[0].mzone[0].name == "Summoned Skull"
    s.pick("activate", "Rush Recklessly", player=0, request="idle")
    s.pick("target", "Battle Ox", player=0)
    _settle(duel, s)
    ox = duel.players[1].mzone[0]
    assert ox.name == "Battle Ox" and duel.atk(ox) == 2400
    order = [e.tag for e in duel.lingering]
    assert L.DELAYED in order
    s.pick("activate", "Compulsory Evacuation Device", player=0, request="idle")
    s.pick("target", "Summoned Skull", player=0)
    _settle(duel, s)
    assert "Summoned Skull" in hand(duel, 0)
    assert [e for e in duel.lingering if e.tag == L.DELAYED] == []
    assert duel.players[1].mzone[0] is ox and duel.atk(ox) == 2400
