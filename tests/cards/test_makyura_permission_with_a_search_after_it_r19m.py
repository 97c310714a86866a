"""Makyura the Destructor's permission still reaches the hand when another link of the same
chain then changes its owner's hand (round 19m).

seed 000 §誘發效果 / Makyura the Destructor (21593977): "If this card is destroyed and sent to
the GY: during this turn, you can activate Trap Cards from your hand." Its owner may activate
a Trap from the hand for the rest of the turn, whatever the chain's other links did after
Makyura's effect resolved. Simultaneous triggers of one player in the same window are put
on the chain mandatory first (Sangan), then optional (Makyura), so Makyura's effect resolves
first and Sangan's search after it; the search adds Kuriboh (which has an effect in the hand)
to the hand."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_makyuras_permission_outlives_sangans_search_in_the_same_chain():
    """Turn 3, player 0's Main Phase 1: Dark Hole destroys Makyura and Sangan (player 1).
    Sangan's effect (mandatory, chain link 1) and Makyura's (optional, link 2) go on the
    chain; Makyura's resolves (player 1 may activate Traps from the hand this turn), then
    Sangan's adds Kuriboh to player 1's hand. Player 0 Normal Summons Battle Ox and attacks
    directly: player 1 may activate Waboku from the hand, and takes no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Dark Hole")
    table.hand(0, "Battle Ox")
    table.monster(1, "Makyura the Destructor")
    table.monster(1, "Sangan")
    table.hand(1, "Waboku")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Kuriboh", "Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    while duel.request is not None and duel.request.kind != "idle":
        r = duel.request
        if r.kind == "yes_no":
            s.pick("yes", player=r.player, request="yes_no")
        elif r.kind == "select" or r.kind == "choose":
            s.pick("select", "Kuriboh", player=r.player, request=r.kind)
        else:
            s.pick("pass", player=r.player)
    assert sorted(grave(duel, 1)) == ["Makyura the Destructor", "Sangan"]
    assert sorted(hand(duel, 1)) == ["Kuriboh", "Waboku"]
    assert duel.player_has(1, "trap_from_hand")
    s.pick("summon", "Battle Ox")
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass", player=duel.request.player)
    s.pick("battle")
    while duel.request is not None and duel.request.kind != "battle":
        s.pick("pass", player=duel.request.player)
    s.pick("attack", "Battle Ox", target="player")
    assert s.has("activate", "Waboku")
    s.pick("activate", "Waboku", player=1, request="chain")
    while duel.request is not None and duel.request.kind not in ("battle", "idle"):
        s.pick("pass", player=duel.request.player)
    assert duel.players[1].lp == 8000
