"""Cockroach Knight (33413638): a judge's review (round 57w) of the loop yugioh-wiki.net's
《コカローチ・ナイト》 page warns of: Deck Devastation Virus destroys it in the hand, it goes back on
top of the Deck, is drawn next turn, and the Virus's watch of the draws destroys it again.

Sources, in our words: yugioh-wiki.net 《コカローチ・ナイト》 (that loop, step by step: destroyed by the
Virus, back on top, drawn, destroyed again while the Virus watches); the Virus's text (monsters with
1500 or less ATK in the opponent's hand and field are destroyed, and those they draw for 3 of their
turns); the Knight's own text (sent to the GY from anywhere: back on top of the Deck)."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table

CK = "Cockroach Knight"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_cockroach_knight_deck_devastation_virus_loop():
    """Q: in my turn 3 I activate Deck Devastation Virus (Tributing Summoned Skull) while my opponent
    holds Cockroach Knight. A: the Knight is destroyed in their hand and goes back on top of their
    Deck; in their turn 4 they draw it, the Virus destroys it again and it returns on top once more:
    their hand stays empty of it and it is never left in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Summoned Skull")
    table.spell_trap(0, "Deck Devastation Virus")
    table.hand(1, CK)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Deck Devastation Virus", player=0)
    s.pick("select", "Summoned Skull", request="select")
    _resolve(s)
    assert hand(duel, 1) == [] and grave(duel, 1) == []
    assert duel.players[1].deck[-1].name == CK
    s.end_turn()
    _resolve(s)
    assert duel.turn == 4
    assert CK not in hand(duel, 1) and grave(duel, 1) == []
    assert duel.players[1].deck[-1].name == CK
    assert [e["name"] for e in of_type(duel, "destroyed") if e.get("name") == CK] == [CK, CK]
