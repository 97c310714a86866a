"""A player with an empty Deck loses only when they must draw: a Draw Phase skipped by a card
(Time Seal; Reckless Greed's own cost of two Draw Phases) asks no draw, so the empty Deck loses
nothing until a Draw Phase that is not skipped (round 51q).

Seed 000 §勝負判定條件 (玩家有一方在必須抽卡時卡組沒有卡存在時判負: loses when they MUST draw with no
card) and seed 004 §决斗的胜利条件 2; yugioh-wiki.net 「デュエルの勝利条件」 (the opponent's Deck
reaching 0 cards is not yet a win: only a draw that cannot be made)."""

from duelist.testing.scenario import Script, Table


def _end_turns(duel, s, count):
    for _ in range(count):
        if duel.result is not None:
            return
        s.pick("end_turn")
        while duel.request is not None and duel.request.kind in ("chain", "discard"):
            s.pick("pass") if duel.request.kind == "chain" else s.answer(duel.request.options[0])


def test_time_seal_skips_the_draw_of_a_player_with_an_empty_deck():
    """Q: my opponent's Deck is empty; I activate Time Seal in my turn. A: their next Draw Phase
    is skipped: they do not lose in their turn 4; in my turn 5 the duel goes on."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Time Seal")
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Time Seal")
    while duel.request.kind == "chain":
        s.pick("pass")
    _end_turns(duel, s, 1)
    assert (duel.turn, duel.turn_player, duel.phase) == (4, 1, "main1") and duel.result is None
    _end_turns(duel, s, 1)
    assert duel.turn == 5 and duel.result is None


def test_reckless_greed_drawing_the_last_cards_loses_only_at_the_third_draw_phase():
    """Q: I activate Reckless Greed with exactly 2 cards in my Deck: I draw both and skip my next
    2 Draw Phases. A: my empty Deck loses nothing in my turns 5 and 7 (no draw is made); I lose
    in my turn 9, when I must draw again."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Reckless Greed")
    table.deck(0, ["Battle Ox"] * 2)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Reckless Greed")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.players[0].deck == []
    _end_turns(duel, s, 4)
    assert (duel.turn, duel.turn_player) == (7, 0) and duel.result is None
    _end_turns(duel, s, 2)
    assert duel.result == {"winner": 1, "reason": "deck_out", "turn": 9}
