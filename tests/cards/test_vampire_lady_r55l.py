"""Vampire Lady (26495087): whenever it deals battle damage to the opponent, its controller names
Monster, Spell or Trap, and the opponent sends a card of that kind of their choice from their Deck
to the GY.

Sources: the card's texts read in our words (the 2005 print, Ancient Sanctuary AST-013, and
today's do the same: no ERAS entry); yugioh-wiki.net 《ヴァンパイア・レディ》: a mandatory trigger;
the card type is declared as it is activated and the opponent picks the card (as for Vampire
Lord, whose effect it shares); with no card of that type in their Deck nothing is sent. Macro
Cosmos banishes a card that would be sent to the GY instead (its text)."""

from duelist.testing.reads import banished, grave, lp
from duelist.testing.scenario import Script, Table

LADY = "Vampire Lady"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _hit(table, card_type):
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LADY, request="battle")
    s.pick("option", card_type, player=0)
    _resolve(s)
    return duel, s


def _table():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LADY)
    table.deck(1, ["Battle Ox", "Pot of Greed", "Mirror Force", "Mystical Elf"])
    return table


def test_vampire_lady_mills_a_card_of_the_declared_type():
    """Q: Vampire Lady hits directly for 1550 and I declare Trap. A: my opponent must send their
    only Trap, Mirror Force, from the Deck to the GY."""
    duel, s = _hit(_table(), "Trap")
    if duel.request.kind == "select":
        s.pick("select", "Mirror Force", player=1)
    _resolve(s)
    assert lp(duel) == (8000, 6450)
    assert grave(duel, 1) == ["Mirror Force"] and len(duel.players[1].deck) == 3


def test_vampire_lady_the_opponent_chooses_which():
    """Q: I declare Monster; my opponent's Deck holds Battle Ox and Mystical Elf. A: my opponent
    picks one of the two (here Mystical Elf), and it goes to the GY."""
    duel, s = _hit(_table(), "Monster")
    s.expect(player=1)
    assert sorted(o.name for o in duel.request.options if o.name) == ["Battle Ox", "Mystical Elf"]
    s.pick("select", "Mystical Elf", player=1)
    _resolve(s)
    assert grave(duel, 1) == ["Mystical Elf"]


def test_vampire_lady_with_no_card_of_that_type_sends_nothing():
    """Q: I declare Spell, but my opponent's Deck holds only monsters. A: nothing is sent; the
    battle damage stands."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LADY)
    table.deck(1, ["Battle Ox", "Mystical Elf"])
    duel, s = _hit(table, "Spell")
    assert grave(duel, 1) == [] and len(duel.players[1].deck) == 2
    assert lp(duel) == (8000, 6450)


def test_vampire_lady_under_macro_cosmos_banishes_the_card():
    """Q: Macro Cosmos is face-up on my opponent's side; Vampire Lady hits and I declare Spell.
    A: Pot of Greed, picked by my opponent, is banished instead of going to the GY."""
    table = _table()
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel, s = _hit(table, "Spell")
    if duel.request.kind == "select":
        s.pick("select", "Pot of Greed", player=1)
    _resolve(s)
    assert grave(duel, 1) == [] and banished(duel, 1) == ["Pot of Greed"]
