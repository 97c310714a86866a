"""Enemy Controller's control "until the End Phase", applied DURING the End Phase (round 51p).

An effect that lasts "until the End Phase" and is applied in the End Phase itself ends in that End
Phase: it does not carry over into the next turn. (Rulebook MR3 v1.1 p.75, quoted by yugioh-wiki
「エンドフェイズ」: "until the End Phase" effects end at some moment of that End Phase, before the
hand-size discard; "until the end of the turn" effects end as the turn ends.) Seed 000 【6】 (the
End Phase is the turn's last phase).

Source: yugioh-wiki 「エンドフェイズ」 (「エンドフェイズ時」と「ターン終了時」)."""

from duelist.testing.scenario import Script, Table


def test_a_monster_taken_in_the_end_phase_is_back_with_its_owner_when_the_next_turn_begins():
    """Q: my turn 3, End Phase: I activate Enemy Controller from my hand, Tributing Celtic
    Guardian, and take my opponent's Battle Ox. Whose is Battle Ox in turn 4? A: my opponent's
    again; it did not stay with me into their turn."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Enemy Controller")
    ox = table.monster(1, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=0)
    assert duel.phase == "end" and duel.request.kind == "chain" and duel.request.player == 0
    take = [o for o in s.options("activate", "Enemy Controller") if o.effect == 1]
    s.answer(take[0])
    s.pick("select", "Celtic Guardian")
    s.pick("target", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    controls = [e["player"] for e in duel.log if e["type"] == "control"]
    assert controls == [0, 1]                       # taken in the End Phase, given back
    assert duel.turn == 4 and duel.turn_player == 1
    assert ox.card(duel).controller == 1
    assert [c.name for c in duel.players[0].grave] == ["Celtic Guardian", "Enemy Controller"]
