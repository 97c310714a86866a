"""Makyura the Destructor destroyed by battle and sent to the GY: its owner may activate a
Trap Card from the hand "this turn" (current TCG text). The permission ends with that turn:
in the owner's next turn a Trap in the hand must be Set first (seed 000 §陷阱卡), even though
nothing the owner holds changed in between (they drew a Normal Monster), so the offers kept
since the permission came (engine/chain.py `_offer_candidates`) still list the Trap: each
window and menu tests the permission of a Trap in the hand itself (`_response_options`)."""

from duelist.testing.scenario import Script, Table


def test_makyuras_permission_is_over_in_its_owners_next_turn():
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    makyura = table.monster(1, "Makyura the Destructor", position="defense")
    table.hand(1, "Waboku")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=makyura)
    s.pick("yes", player=1, request="yes_no")
    s.pick("end_battle", player=0, request="battle")
    # this turn, each window offers player 1 the Trap from the hand; they pass every time
    windows = 0
    while duel.turn == 3:
        request = s.expect()
        if request.kind == "chain":
            assert request.player == 1 and s.has("activate", "Waboku")
            s.pick("pass")
            windows += 1
        else:
            s.pick("end_turn", player=0, request="idle")
    assert windows >= 3
    # player 1's turn: the Trap can be Set, not activated from the hand
    s.expect("idle", player=1)
    assert [c.name for c in duel.players[1].hand] == ["Waboku", "Mystical Elf"]
    assert s.has("set_spell", "Waboku") and not s.has("activate", "Waboku")
