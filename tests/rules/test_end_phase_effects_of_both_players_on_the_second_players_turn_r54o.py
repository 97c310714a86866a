"""The End Phase's effects of both players when the turn player is the SECOND player (player 1):
the turn player orders their own, with a `pass` that lets the opponent go first; the opponent,
player 0, then orders THEIR own (round 54b's tests, tests/rules/test_end_phase_effects_of_both_
players_r54b.py, play them on player 0's turn; this round plays the same on player 1's turn).

Source: Konami's FAQ (db.yugioh-card.com, faq fid=11533) and yugioh-wiki.net 「エンドフェイズ」
as the r54b tests read them: the turn player holds priority first and carries out theirs in the
order they like; once they pass, the opponent carries out theirs in the order the OPPONENT likes.
Round 54o: chain.py `_phase_pick` names the opponent of whichever player has the turn.

The cards: Asura Priest (a Spirit, back to its owner's hand in that End Phase; mandatory),
Twin-Headed Behemoth and Stardust Dragon (optional returns from the GY in that End Phase: today's
rules, Stardust Dragon a Synchro Monster)."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def _answer_until(duel, s, kinds):
    while duel.request.kind not in kinds:
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            s.answer(duel.request.options[0])


def test_on_player_1s_turn_they_pass_and_player_0_orders_their_two_end_phase_effects():
    """Q: turn 4, player 1's: player 0 Tributed Stardust Dragon to negate player 1's Mystical Space
    Typhoon; player 1's Asura Priest destroyed player 0's Twin-Headed Behemoth in battle. In the
    End Phase player 1 passes. A: player 0 orders their two (an `order` request to player 0 naming
    both); they pick Twin-Headed Behemoth, which comes back; player 1, asked again, passes again;
    Stardust Dragon comes back; then player 1's Asura Priest returns to their hand."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="main1")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.hand(1, "Asura Priest", "Mystical Space Typhoon")
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.spell_trap(0, "Mystical Space Typhoon")
    table.monster(0, "Twin-Headed Behemoth")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", request="idle", player=1)
    s.answer(duel.request.options[0])       # its one target, player 0's Set card
    s.pick("activate", "Stardust Dragon", request="chain", player=0)
    _answer_until(duel, s, ("idle",))
    s.pick("summon", "Asura Priest", player=1)
    _answer_until(duel, s, ("idle",))
    s.pick("battle", player=1)
    s.pick("attack", "Asura Priest", target="Twin-Headed Behemoth", player=1)
    _answer_until(duel, s, ("battle",))
    s.end_turn()
    s.pick("pass", request="order", player=1)
    request = s.expect(request="order", player=0)
    assert sorted(o.name for o in request.options) == ["Stardust Dragon", "Twin-Headed Behemoth"]
    s.pick("chain_trigger", "Twin-Headed Behemoth", request="order", player=0)
    s.pick("yes", "Twin-Headed Behemoth", request="yes_no", player=0)
    _answer_until(duel, s, ("order",))
    s.pick("pass", request="order", player=1)       # (priority back to the turn player: pass again)
    s.pick("yes", "Stardust Dragon", request="yes_no", player=0)
    _answer_until(duel, s, ("idle",))
    end = max(e["i"] for e in duel.log if e["type"] == "phase" and e["phase"] == "end")
    links = [e["name"] for e in duel.log if e["i"] > end and e["type"] == "chain"]
    assert links == ["Twin-Headed Behemoth", "Stardust Dragon", "Asura Priest"]
    assert sorted(field_monsters(duel, 0)) == ["Stardust Dragon", "Twin-Headed Behemoth"]
    assert hand(duel, 1) == ["Asura Priest"] and duel.turn_player == 0


def test_on_player_1s_turn_with_none_of_their_own_player_0_orders_their_two_at_once():
    """Q: the same turn, but player 1's attacker is Battle Ox (no End Phase effect): in the End
    Phase only player 0's two wait. A: player 0 orders them at once (an `order` request to player
    0, no pass asked of player 1); Stardust Dragon first, then Twin-Headed Behemoth: both come
    back."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="main1")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.hand(1, "Battle Ox", "Mystical Space Typhoon")
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.spell_trap(0, "Mystical Space Typhoon")
    table.monster(0, "Twin-Headed Behemoth")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", request="idle", player=1)
    s.answer(duel.request.options[0])
    s.pick("activate", "Stardust Dragon", request="chain", player=0)
    _answer_until(duel, s, ("idle",))
    s.pick("summon", "Battle Ox", player=1)
    _answer_until(duel, s, ("idle",))
    s.pick("battle", player=1)
    s.pick("attack", "Battle Ox", target="Twin-Headed Behemoth", player=1)
    _answer_until(duel, s, ("battle",))
    s.end_turn()
    request = s.expect(request="order", player=0)
    assert sorted(o.name for o in request.options) == ["Stardust Dragon", "Twin-Headed Behemoth"]
    s.pick("chain_trigger", "Stardust Dragon", request="order", player=0)
    s.pick("yes", "Stardust Dragon", request="yes_no", player=0)
    _answer_until(duel, s, ("yes_no",))
    s.pick("yes", "Twin-Headed Behemoth", request="yes_no", player=0)
    _answer_until(duel, s, ("idle",))
    end = max(e["i"] for e in duel.log if e["type"] == "phase" and e["phase"] == "end")
    links = [e["name"] for e in duel.log if e["i"] > end and e["type"] == "chain"]
    assert links == ["Stardust Dragon", "Twin-Headed Behemoth"]
    assert sorted(field_monsters(duel, 0)) == ["Stardust Dragon", "Twin-Headed Behemoth"]
    assert duel.turn_player == 0
