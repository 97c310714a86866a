"""Jinzo's "Trap Cards cannot be activated" applies only while Jinzo is face-up (seed 000
§怪獸的表示形式: a face-down monster's effects do not apply): once Tsukuyomi's effect turns Jinzo
face-down, the opponent may activate their Set Trap again, here in answer to Tsukuyomi's
attack.

Player 0 has Jinzo face-up and Normal Summons Tsukuyomi, whose effect turns Jinzo face-down.
While Tsukuyomi's effect is on the chain Jinzo is still face-up: player 1's Set Waboku cannot
be activated, and player 1 is not asked. The effect resolves: nothing moved on the field or
to a pile (a change of position), yet Jinzo applies no more; when Tsukuyomi attacks directly,
player 1 is asked and activates Waboku, and takes no battle damage.

The engine keeps a player's empty answer for the response windows (round 33w, chain.py
`_window`, `Duel._phase_cards[12 + player]`) only where every candidate was refused by a
test of the field or the piles, whose versions key it; Jinzo's lock reads which way up Jinzo
is, which no version counts, so a refusal by the lock keeps nothing (`_response_options`'
`unkept = True` there). Kept by mistake at the chain's ask (column 0: a summon opened that
window), that answer would pass player 1 by at the attack's window (column 0 as well: an
attack is a happening some effect answers -- Mirror Force, in player 1's Deck, makes sure
of it in any process -- at the same versions). Round 33q: mutation testing of round 33w's
lines (the mutants that drop that `unkept = True`)."""

from duelist.testing.scenario import Script, Table


def _duel():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Jinzo")
    table.hand(0, "Tsukuyomi")
    table.spell_trap(1, "Waboku")       # (Set on an earlier turn: it may be activated now)
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mirror Force"] + ["Mystical Elf"] * 4)
    return table.build()


def _pass_to_the_battle_step(s):
    for _ in range(6):
        if s.duel.request.kind == "battle":
            return
        s.pick("pass", player=1)
    raise AssertionError("the Battle Step never came")


def test_jinzo_turned_face_down_by_tsukuyomi_lets_waboku_answer_tsukuyomis_attack():
    duel = _duel()
    assert "attack" in duel._hears[1]       # (Waboku answers an attack: the window after one asks)
    s = Script(duel)
    jinzo = duel.players[0].mzone[0]
    s.pick("summon", "Tsukuyomi", request="idle")
    # Tsukuyomi's effect on the chain, Jinzo face-up: player 1 cannot activate Waboku and is
    # not asked; the next decision is player 0's target
    s.pick("target", "Jinzo", player=0)
    assert not jinzo.face_up
    s.expect("idle", player=0)
    assert [e["type"] for e in duel.log if e.get("type") in ("activate", "chain")] == ["chain"]
    s.pick("battle")
    _pass_to_the_battle_step(s)
    lp = duel.players[1].lp
    s.pick("attack", "Tsukuyomi", target="player")
    request = s.expect("chain", player=1)
    assert [o.name for o in request.options if o.kind == "activate"] == ["Waboku"]
    s.pick("activate", "Waboku")
    for _ in range(6):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    s.expect("battle", player=0)
    assert duel.players[1].lp == lp
    assert [e["name"] for e in duel.log if e.get("type") == "chain"] == ["Tsukuyomi", "Waboku"]
