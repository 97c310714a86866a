"""Fiend Comedian (81172176), Normal Trap: its player calls a coin toss; right, every card in the
opponent's GY is banished; wrong, its player sends from the top of their Deck to the GY as many cards
as the opponent's GY holds.

Sources, read in our words: yugioh-wiki.net 《デビル・コメディアン》 (the OCG text: the coin called,
right banishes the opponent's whole GY, wrong mills one's own Deck by the count of the opponent's
GY; it needs no cost and is activated at any time a Normal Trap may be); namu.wiki 《데블 코메디언》
(it cannot be activated while the opponent's GY holds more cards than one's Deck); the 2005 text
(LOD) does the same, no ERAS entry. With the opponent's GY empty it is not activated (our reading: it
would do nothing either way). Necrovalley forbids banishing a card from a GY: a card that would, is
not activated (tests/rules/test_banishing_from_a_gy_under_necrovalley_r40a.py)."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table

FC = "Fiend Comedian"
THEIR_GY = ["Battle Ox", "Pot of Greed", "Mystical Elf"]
MY_DECK = ["Celtic Guardian", "Hitotsu-Me Giant", "Koumori Dragon", "Beaver Warrior", "Dark Magician"]


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _comedian(call, their_gy=THEIR_GY, deck=MY_DECK, setup=None):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, FC)
    table.grave(1, *their_gy)
    table.deck(0, list(deck))
    if setup:
        setup(table)
    duel = table.build(seed=7)
    s = Script(duel)
    if call is None:
        return duel, s
    s.pick("activate", FC, request="idle")
    _pass(duel, s)
    s.pick("option", call, request="option")
    _pass(duel, s)
    return duel, s


def _toss(duel):
    return [e["value"] for e in duel.log if e["type"] == "declare" and e.get("what") == "coin toss"]


def _called(right):
    """The call that is right (or wrong) for seed 7's toss."""
    duel, _ = _comedian("Heads")
    heads = _toss(duel) == ["Heads"]
    return "Heads" if heads == right else "Tails"


def test_fiend_comedian_called_right_banishes_the_opponents_gy():
    """Q: I activate Fiend Comedian and call the toss right; my opponent's GY holds 3 cards. A: all 3
    are banished; my Deck keeps its 5 cards."""
    call = _called(True)
    duel, s = _comedian(call)
    assert _toss(duel) == [call]
    assert grave(duel, 1) == [] and sorted(banished(duel, 1)) == sorted(THEIR_GY)
    assert len(duel.players[0].deck) == 5 and grave(duel, 0) == [FC]


def test_fiend_comedian_called_wrong_mills_its_player():
    """Q: I call the toss wrong; my opponent's GY holds 3 cards. A: the top 3 cards of my Deck go to my
    GY; their GY stays."""
    call = _called(False)
    duel, s = _comedian(call)
    assert _toss(duel) != [call]
    assert sorted(grave(duel, 1)) == sorted(THEIR_GY) and banished(duel, 1) == []
    assert sorted(grave(duel, 0)) == sorted([FC] + MY_DECK[:3])
    assert [c.name for c in duel.players[0].deck] == list(reversed(MY_DECK[3:]))     # (top last)


def test_fiend_comedian_needs_a_card_in_the_opponents_gy():
    """Q: my opponent's GY is empty. May I activate Fiend Comedian? A: no (our reading)."""
    duel, s = _comedian(None, their_gy=())
    assert not s.has("activate", FC)


def test_fiend_comedian_not_with_fewer_cards_in_the_deck():
    """Q: my opponent's GY holds 3 cards and my Deck 2. May I activate Fiend Comedian? A: no (namu.wiki
    ruling)."""
    duel, s = _comedian(None, deck=MY_DECK[:2])
    assert not s.has("activate", FC)


def test_fiend_comedian_under_necrovalley():
    """Q: Necrovalley is face-up. May I activate Fiend Comedian? A: no: its right call would banish
    from a GY, which Necrovalley forbids."""
    duel, s = _comedian(None, setup=lambda t: t.field_spell(1, "Necrovalley"))
    assert not s.has("activate", FC)
