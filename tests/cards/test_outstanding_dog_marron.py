"""Outstanding Dog Marron: whenever it is sent to the GY, it is shuffled into its owner's Deck.

Sources: the card's text in our words (the 2005 DCR print, "when this card is sent to the
Graveyard, return it to the Deck and shuffle it", does what today's does: no ERAS entry);
the OCG text of 《迷犬マロン》, our reading of it (a mandatory trigger activated in the GY, from any place and for any
reason: destroyed, discarded, sent from the Deck; Necrovalley negates it: it stays in the GY),
as Cockroach Knight's rulings (tests/cards/test_cockroach_knight_r57j.py).
The 2005-era wording quoted above is as we recall it (not checked against a scan of the print)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

MARRON = "Outstanding Dog Marron"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _deck(duel, player):
    return sorted(c.name for c in duel.players[player].deck)


def test_outstanding_dog_marron_destroyed_by_battle_is_shuffled_into_the_deck():
    """Q: my opponent's Battle Ox destroys my Outstanding Dog Marron by battle: A: it goes to my
    GY, then is shuffled into my Deck; I take 1600."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    dog = table.monster(0, MARRON)
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    n = len([e for e in duel.log if e["type"] == "shuffle"])
    s.pick("attack", "Battle Ox", target=dog, player=1)
    _pass(s)
    assert grave(duel, 0) == []
    assert _deck(duel, 0) == sorted(["Celtic Guardian", "Battle Ox", MARRON])
    assert len([e for e in duel.log if e["type"] == "shuffle"]) == n + 1
    assert lp(duel) == (6400, 8000)


def test_outstanding_dog_marron_discarded_goes_back_to_the_deck():
    """Q: I discard Outstanding Dog Marron to the hand limit: A: sent to the GY from the hand, it
    is shuffled into my Deck too."""
    table = Table(turn=3, turn_player=0, phase="end")
    table.hand(0, MARRON, *["Battle Ox"] * 6)
    table.deck(0, ["Celtic Guardian"])
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("discard", MARRON, request="discard", player=0)
    _pass(s)
    assert grave(duel, 0) == []
    assert MARRON in _deck(duel, 0)


def test_outstanding_dog_marron_under_necrovalley_stays_in_the_gy():
    """Q: my opponent's Necrovalley is face-up; my Outstanding Dog Marron is destroyed by battle:
    A: its effect, which would move it out of the GY, is negated: it stays in my GY."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    dog = table.monster(0, MARRON)
    table.monster(1, "Battle Ox")
    table.field_spell(1, "Necrovalley")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=dog, player=1)
    _pass(s)
    assert grave(duel, 0) == [MARRON]
    assert _deck(duel, 0) == ["Celtic Guardian"]
