"""Millennium Scorpion (82482194): the ATK it gained is its own only while it stays face-up on the
field; turned face-down it is a new card, 2000 again once flipped.

Sources, in our words: yugioh-wiki.net 《ミレニアム・スコーピオン》 (the gain is applied to the card
itself); seed 000 §永續效果 / yugioh-wiki.net 「裏側表示」 (a monster turned face-down loses every effect
applied to it: Book of Moon resets ATK changes)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

MS = "Millennium Scorpion"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_millennium_scorpion_book_of_moon_wipes_its_gain():
    """Q: my Millennium Scorpion destroyed Battle Ox (2500 now); in their turn my opponent uses Book
    of Moon on it, and in my next turn I Flip Summon it. A: it is 2000: the gain was lost when it
    was turned face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    ms = table.monster(0, MS)
    table.monster(1, "Battle Ox")
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", MS, target="Battle Ox", request="battle")
    _pass_all(s)
    assert grave(duel, 1) == ["Battle Ox"] and duel.atk(ms.card(duel)) == 2500
    s.end_turn()
    _pass_all(s)
    s.pick("activate", "Book of Moon", player=1, request="idle")
    s.pick("target", ms, player=1)
    _pass_all(s)
    assert ms.card(duel).position == "set"
    s.end_turn()
    _pass_all(s)
    s.expect(request="idle", player=0)
    assert duel.turn == 5
    s.pick("flip_summon", MS)
    _pass_all(s)
    assert ms.card(duel).position == "attack" and duel.atk(ms.card(duel)) == 2000
