"""After a chain resolves, priority is the turn player's again (seed 000 §回合玩家的優先權: in
each phase and step the turn player may act first; using or passing priority hands it to the
opponent). Where the chain raised triggers that make no chain (an optional one declined), the
turn player is still the first asked, not the player its links asked first.

Found by h41c's mutation round (stop 41): the window's loop kept the player the resolved chain's
last link asked first."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_after_dark_hole_and_a_declined_makyura_trigger_the_turn_player_is_asked_first():
    """Question: player 0 activates Dark Hole, destroying their own Makyura the Destructor and
    player 1's Battle Ox; player 0 declines Makyura's optional trigger (Traps from the hand this
    turn). Both players have a Set Dust Tornado they may
    activate. Who has priority then? Answer: player 0, the turn player; player 1 is asked once
    player 0 passes."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.monster(0, "Makyura the Destructor")
    table.spell_trap(0, "Dust Tornado")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Mystical Elf", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    while duel.request.kind == "chain" and duel.chain:
        s.pick("pass")
    assert sorted(grave(duel, 0)) == ["Dark Hole", "Makyura the Destructor"]
    s.expect(request="yes_no", player=0)
    s.answer([o for o in duel.request.options if o.kind == "no"][0])
    s.expect(request="chain", player=0)
    assert s.has("activate", "Dust Tornado")
    s.pick("pass", player=0)
    s.expect(request="chain", player=1)
