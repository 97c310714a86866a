"""Reversal Quiz (5990062): when the call is made, and a cost that must send something.

Sources: Konami's TCG Metagame article on Reversal Quiz (metagame.com, mirrored at
kperovic.com/metagame ArticleId=8968), in our words: the hand and field cards are the activation's
cost, so at least one card other than the Quiz itself must be there to send; the player calls
Monster, Spell or Trap only as the card RESOLVES, then reveals the top card. yugioh-wiki.net
《大逆転クイズ》 agrees on the cost. (The 2005 print DR1-EN040 reads as today's: no ERAS entry.)"""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table

QUIZ = "Reversal Quiz"


def test_reversal_quiz_the_call_is_made_on_resolution():
    """Q: I activate Reversal Quiz (Battle Ox in my hand is sent as the cost). Is the kind called
    before my opponent (a Set Mystical Space Typhoon) may answer? A: no: the call is made as it resolves. While my opponent holds
    the chain window nothing has been declared; once they pass I call Spell, my top card is Pot of
    Greed, and the LP are exchanged."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(1000, 8000))
    table.hand(0, QUIZ, "Battle Ox")
    table.deck(0, ["Pot of Greed", "Mystical Elf"])
    table.spell_trap(1, "Mystical Space Typhoon")      # (Set: an answer the opponent may hold)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", QUIZ, player=0, request="idle")
    assert [c.name for c in duel.players[0].grave] == ["Battle Ox"]
    assert of_type(duel, "declare") == []
    assert duel.request.kind == "chain" and duel.request.player == 1
    s.pick("pass")
    s.pick("option", "Spell", player=0)
    for _ in range(10):
        if duel.request is None or duel.request.kind != "chain":
            break
        s.pick("pass")
    assert [e["value"] for e in of_type(duel, "declare")] == ["Spell"]
    assert lp(duel) == (8000, 1000)


def test_reversal_quiz_needs_another_card_to_send():
    """Q: Reversal Quiz is the only card in my hand and I control no card. May I activate it? A:
    no: its cost must send at least one card besides itself."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(1000, 8000))
    table.hand(0, QUIZ)
    table.deck(0, ["Pot of Greed"])
    duel = table.build()
    assert not Script(duel).has("activate", QUIZ)
