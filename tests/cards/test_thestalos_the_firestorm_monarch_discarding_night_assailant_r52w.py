"""Thestalos the Firestorm Monarch discards Night Assailant (the GOAT preset; round 52w).

Sources: Thestalos' text (Tribute Summoned: a random card of the opponent's hand is discarded;
a monster: its Level x 100 damage); Night Assailant's 2005 text (when it goes from the hand to
the GY, its owner returns a Flip monster from their GY to the hand: the 2005 text does not
exclude Night Assailant itself, the current one does); Seed 000 §誘發效果 (a mandatory trigger
is activated even after "then"-damage, it cannot miss the timing)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def test_night_assailant_discarded_by_thestalos_burns_300_and_returns_itself():
    """Q: I Tribute Summon Thestalos; my opponent's only card in hand is Night Assailant. A: it
    is discarded and they take 300 (Level 3); then Night Assailant's mandatory effect returns a
    Flip monster from their GY -- under the 2005 text, itself: it ends back in their hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.hand(0, "Thestalos the Firestorm Monarch")
    table.hand(1, "Night Assailant")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Thestalos the Firestorm Monarch")
    s.pick("tribute", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7700)
    assert grave(duel, 1) == ["Night Assailant"]
    s.pick("target", "Night Assailant", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert hand(duel, 1) == ["Night Assailant"] and grave(duel, 1) == []
    assert lp(duel) == (8000, 7700)
