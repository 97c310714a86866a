"""A Deck card the opponent saw with Ancient Telescope, then drawn: can the opponent follow it in
the hand (round 52m's note, hidden information)?

Seed 001 (手卡為不公開區域): the hand is not public. The opponent knows the top card of my Deck
and that I drew it; they must not know which of my hand cards it is afterwards. docs/protocol.md
"Uids of hidden cards": a card seen while hidden joins the hand with a hand shuffle (stop 51,
`M.SEEN`, for every move); a draw did not (`_draw` dropped the mark without a shuffle), so the
draw's uid stayed the card's in the hand."""

from duelist.testing.scenario import Script, Table


def _telescope_then_draw():
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Ancient Telescope")
    table.hand(1, "Battle Ox", "Mystical Elf")
    table.deck(1, ["Celtic Guardian", "Dark Hole", "Summoned Skull"])
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ancient Telescope")
    while duel.request.kind != "idle":
        s.pick("pass")
    seen = [e["name"] for e in duel.log_for(0) if e["type"] == "reveal"]
    s.end_turn()                        # player 2 draws the top card in their Draw Phase
    return duel, seen


def test_the_card_seen_and_drawn_cannot_be_followed_in_the_hand():
    """Q: I look at the top of my opponent's Deck with Ancient Telescope (Celtic Guardian on top);
    in their turn they draw it. A: they hold Celtic Guardian, and their hand is dealt new uids: the
    uid I saw drawn is no longer one of their hand's."""
    duel, seen = _telescope_then_draw()
    assert seen[0] == "Celtic Guardian"
    drawn = [e for e in duel.log_for(0) if e["type"] == "draw" and e["player"] == 1][-1]["uid"]
    hand = [c["uid"] for c in duel.view(0)["players"][1]["hand"]]
    assert "Celtic Guardian" in [c.name for c in duel.players[1].hand]
    assert drawn not in hand and len(hand) == 3
    assert [e for e in duel.log_for(0) if e["type"] == "shuffle_hand" and e["player"] == 1]


def test_control_a_draw_nobody_saw_makes_no_shuffle():
    """Control: the same draw without Ancient Telescope: no hand shuffle, the drawn uid stays."""
    table = Table(turn=3, turn_player=0)
    table.hand(1, "Battle Ox", "Mystical Elf")
    table.deck(1, ["Celtic Guardian", "Dark Hole", "Summoned Skull"])
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    Script(duel).end_turn()
    drawn = [e for e in duel.log_for(0) if e["type"] == "draw" and e["player"] == 1][-1]["uid"]
    assert drawn in [c["uid"] for c in duel.view(0)["players"][1]["hand"]]
    assert not [e for e in duel.log if e["type"] == "shuffle_hand" and e["player"] == 1]
