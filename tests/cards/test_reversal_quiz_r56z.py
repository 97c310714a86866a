"""Reversal Quiz (5990062): a Normal Spell whose cost sends every other card of its player's hand
and field to the GY and calls a card kind (Monster, Spell, Trap); it reveals the top card of that
player's Deck and, called right, the players' LP are exchanged.

Sources: the card's texts in our words (the 2005 print, Dark Revelation 1 DR1-EN040, and today's do
the same: no ERAS entry); yugioh-wiki.net 《大逆転クイズ》: the hand and field go to the GY as the
activation's COST; Black Pendant sent by that cost has its trigger wait until the chain has
resolved, then burns the opponent, whose LP are now the low ones (the [大逆転クイズ] combo). The
exchange is neither damage nor a gain (round 56z's `Ctx.set_lp`, logged "lp_become"). A cost that
sends cards to the GY is paid in full or not at all: under Macro Cosmos they would be banished
instead, so it cannot be paid (docs/cards.md `can_send_to_grave`)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

QUIZ = "Reversal Quiz"


def _table(lps=(1000, 8000), top="Pot of Greed"):
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=lps)
    table.hand(0, QUIZ, "Battle Ox")
    table.deck(0, [top, "Mystical Elf"])
    return table


def _quiz(duel, call):
    s = Script(duel)
    s.pick("activate", QUIZ, player=0, request="idle")
    s.pick("option", call, player=0)
    for _ in range(10):
        if duel.request is None or duel.request.kind != "chain":
            break
        s.pick("pass")
    return duel


def test_reversal_quiz_called_right_exchanges_the_lp():
    """Q: at 1000 LP against 8000, I activate Reversal Quiz holding Battle Ox and controlling Celtic
    Guardian; I call Spell and my top card is Pot of Greed. A: Battle Ox and Celtic Guardian go to
    the GY as the cost; the LP are exchanged: 8000 / 1000, logged as two "lp_become"; the Pot stays
    on top of my Deck."""
    table = _table()
    table.monster(0, "Celtic Guardian")
    duel = _quiz(table.build(), "Spell")
    assert lp(duel) == (8000, 1000)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian", QUIZ]
    assert [(e["player"], e["lp"]) for e in of_type(duel, "lp_become")] == [(0, 8000), (1, 1000)]
    assert duel.players[0].deck[-1].name == "Pot of Greed"
    assert [e["value"] for e in of_type(duel, "declare")] == ["Spell"]


def test_reversal_quiz_called_wrong_costs_the_cards_and_changes_nothing():
    """Q: I call Monster and my top card is Pot of Greed. A: the cost stays paid (Battle Ox in the
    GY, my hand empty), the LP stay 1000 / 8000, no "lp_become"."""
    duel = _quiz(_table().build(), "Monster")
    assert lp(duel) == (1000, 8000)
    assert sorted(grave(duel, 0)) == ["Battle Ox", QUIZ]
    assert duel.players[0].hand == []
    assert of_type(duel, "lp_become") == []


def test_reversal_quiz_with_black_pendant_burns_after_the_exchange():
    """Q: at 500 LP against 8000, my Celtic Guardian wears Black Pendant; I activate Reversal Quiz,
    call Monster, and my top card is Mystical Elf. A: the Pendant goes to the GY as part of the
    cost; its trigger waits for the chain to end; the LP are exchanged (8000 / 500), then the
    Pendant deals 500 to my opponent: 0, and I win."""
    table = _table(lps=(500, 8000), top="Mystical Elf")
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Black Pendant", face_down=False, equipped_to=guardian)
    duel = _quiz(table.build(), "Monster")
    assert lp(duel) == (8000, 0)
    assert duel.result["winner"] == 0
    kinds = [e["type"] for e in duel.log if e["type"] in ("lp_become", "damage")]
    assert kinds == ["lp_become", "lp_become", "damage"]


def test_reversal_quiz_cannot_be_activated_under_macro_cosmos():
    """Q: my opponent has Macro Cosmos face-up; I hold Reversal Quiz and Battle Ox. A: Battle Ox
    would be banished, not sent to the GY: the cost cannot be paid, no activation."""
    table = _table()
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    assert not Script(duel).has("activate", QUIZ)
