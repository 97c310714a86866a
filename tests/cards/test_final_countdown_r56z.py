"""Final Countdown (95308449): a Normal Spell; cost 2000 LP; its player wins the duel as the 20th
turn ends, the activation's turn counted as the 1st (both players' turns together).

Sources: the card's texts in our words (the 2005 print, Dark Crisis DCR-091, and today's do the
same: no ERAS entry); dic.pixiv.net / yugioh-wiki.net 《終焉のカウントダウン》: today's OCG text says
"at the end of the 20th turn, the activation's turn the 1st"; once resolved nothing stays on the
field, so the count cannot be stopped (only the activation can be negated); the count goes on
wherever the card is (round 56z's lasting rule L.WIN_AT_TURN_END, read as the turn ends). A cost
of LP needs LP to pay it (docs/cards.md `can_pay_lp`)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

FC = "Final Countdown"
FILLER = ["Battle Ox", "Mystical Elf", "Celtic Guardian", "Koumori Dragon"] * 5


def _table(lps=(8000, 8000)):
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=lps)
    table.hand(0, FC)
    table.deck(0, FILLER)
    table.deck(1, FILLER)
    return table


def _activate(duel, s):
    s.pick("activate", FC, player=0, request="idle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _play_until(duel, last_turn):
    """Both players end every turn at once (discarding at the hand limit, passing every window)
    until turn `last_turn` has begun, or the duel is over; then the request where it stopped."""
    s = Script(duel)
    for _ in range(400):
        r = duel.request
        if r is None or duel.result is not None:
            return
        if r.kind in ("idle", "battle"):
            if duel.turn >= last_turn:
                return
            s.end_turn()
        elif r.kind == "chain":
            s.pick("pass")
        elif r.kind == "discard":
            duel.answer(r.options[0])
        else:
            duel.answer(r.options[0])
    raise AssertionError("the duel did not get there")


def test_final_countdown_wins_as_the_20th_turn_ends():
    """Q: I activate Final Countdown in turn 3 (paying 2000). A: 6000 LP; turn 22 (the 20th,
    turn 3 the 1st) begins with the duel going on; as it ends, I win (reason final_countdown)."""
    duel = _table().build()
    s = Script(duel)
    _activate(duel, s)
    assert lp(duel) == (6000, 8000)
    _play_until(duel, 22)
    assert duel.result is None and duel.turn == 22
    _play_until(duel, 23)
    assert duel.result == {"winner": 0, "reason": "final_countdown", "turn": 22}


def test_final_countdown_needs_2000_lp():
    """Q: at 1999 LP, may I activate Final Countdown? A: no, the 2000 LP cost cannot be paid; at
    2001 LP I may."""
    duel = _table(lps=(1999, 8000)).build()
    assert not Script(duel).has("activate", FC)
    duel = _table(lps=(2001, 8000)).build()
    assert Script(duel).has("activate", FC)


def test_final_countdown_counts_wherever_the_card_is():
    """Q: after Final Countdown resolved, the card is banished from my GY. A: the count goes on:
    I still win as turn 22 ends."""
    duel = _table().build()
    s = Script(duel)
    _activate(duel, s)
    card = [c for c in duel.players[0].grave if c.name == FC][0]
    duel.debug_move(card.uid, "banished")
    _play_until(duel, 23)
    assert duel.result["winner"] == 0


def test_final_countdown_negated_by_magic_jammer_counts_nothing():
    """Q: my opponent answers Final Countdown with Magic Jammer (discarding a card). A: the
    activation is negated: my 2000 LP stay paid (6000), and turn 22 ends with no winner."""
    table = _table()
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", FC, player=0, request="idle")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    for _ in range(10):
        r = duel.request
        if r.kind == "chain":
            s.pick("pass")
        elif r.kind == "select":
            s.pick("select", "Battle Ox", player=1)
        else:
            break
    assert lp(duel) == (6000, 8000)
    _play_until(duel, 23)
    assert duel.result is None and duel.turn == 23
