"""Makyura the Destructor's permission allows one Trap Card from the hand (round 19m's ruling
test). A Trap activated from the Spell & Trap Zone is no Trap from the hand: it does not spend
the permission, and the Trap in the hand can still be activated afterwards."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def test_a_set_trap_activated_under_the_permission_leaves_it_for_the_hand():
    """Turn 3, player 0's Battle Phase: Battle Ox destroys Makyura (player 1, Defense
    Position); player 1 uses its effect. Celtic Guardian attacks directly: player 1 activates
    the Waboku Set on an earlier turn. Gemini Elf attacks directly: Sakuretsu Armor, in player
    1's hand, is offered (the permission is unspent) and destroys it."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Gemini Elf")
    makyura = table.monster(1, "Makyura the Destructor", position="defense")
    table.spell_trap(1, "Waboku")
    table.hand(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=makyura)
    while duel.request.kind == "chain":         # (Waboku kept for later)
        s.pick("pass", player=duel.request.player)
    s.pick("yes", player=1, request="yes_no")
    assert duel.player_has(1, "trap_from_hand")
    s.pick("attack", "Celtic Guardian", target="player")
    s.pick("activate", "Waboku", player=1, request="chain")
    while duel.request is not None and duel.request.kind != "battle":
        s.pick("pass", player=duel.request.player)
    assert duel.player_has(1, "trap_from_hand")
    s.pick("attack", "Gemini Elf", target="player")
    assert s.has("activate", "Sakuretsu Armor")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    assert hand(duel, 1) == []
    assert not duel.player_has(1, "trap_from_hand")
