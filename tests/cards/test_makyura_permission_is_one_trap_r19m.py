"""Makyura the Destructor's permission is for one Trap from the hand (round 19m).

Makyura the Destructor (21593977), as this engine plays it (the current TCG text): once it
goes from a Monster Zone to the GY, its owner may activate a Trap Card from their hand during
the rest of that turn; the permission allows one such Trap. Once a Trap was activated from
the hand under it, the next Trap in the hand waits for the Spell & Trap Zone again."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_after_one_trap_from_the_hand_the_next_one_is_not_offered():
    """Turn 3, player 0's Battle Phase: Battle Ox destroys Makyura (player 1, Defense
    Position); player 1 uses its effect. Celtic Guardian attacks directly: player 1
    activates Waboku from the hand (no damage). Then Gemini Elf attacks directly: Sakuretsu
    Armor, still in player 1's hand, is not offered (the one Trap was used), and player 1
    takes no damage (Waboku lasts the turn)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Gemini Elf")
    makyura = table.monster(1, "Makyura the Destructor", position="defense")
    table.hand(1, "Waboku", "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=makyura)
    s.pick("yes", player=1, request="yes_no")
    assert grave(duel, 1) == ["Makyura the Destructor"] and duel.player_has(1, "trap_from_hand")
    s.pick("attack", "Celtic Guardian", target="player")
    assert s.has("activate", "Waboku") and s.has("activate", "Sakuretsu Armor")
    s.pick("activate", "Waboku", player=1, request="chain")
    while duel.request is not None and duel.request.kind != "battle":
        s.pick("pass", player=duel.request.player)
    assert duel.players[1].lp == 8000
    assert not duel.player_has(1, "trap_from_hand")
    s.pick("attack", "Gemini Elf", target="player")
    while duel.request is not None and duel.request.kind != "battle":
        assert not s.has("activate", "Sakuretsu Armor")
        s.pick("pass", player=duel.request.player)
    assert hand(duel, 1) == ["Sakuretsu Armor"]
    assert duel.players[1].lp == 8000
    assert [c.data.name for c in duel.monsters(0)] == ["Battle Ox", "Celtic Guardian", "Gemini Elf"]
