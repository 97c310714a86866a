"""Amazoness Paladin (47480070): a judge's second look (round 56u) at who counts.

Sources: Amazoness Archer was printed "Amazon Archer" (Labyrinth of Nightmare, 2003) and renamed
in Gold Series for clarity, its Japanese name (アマゾネスの射手) always an "Amazoness" name; the
card's series is "Amazoness" in both eras here (ygorulings.blogspot.com "DREV Part 2"; the
pharaonic duel academy lesson "Understanding amazons"). The Unfriendly Amazon (味方殺しの女騎士)
is none (r56d's test). A monster the player controls but does not own counts: the text says
"you control"."""

from duelist.testing.scenario import Script, Table

PALADIN = "Amazoness Paladin"


def test_amazoness_paladin_counts_amazoness_archer():
    """Q: beside Amazoness Paladin I control a face-up Amazoness Archer. A: the Archer is an
    "Amazoness" monster (the 2005 "Amazon Archer" too): 1900, both rule sets."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3)
        paladin = table.monster(0, PALADIN)
        table.monster(0, "Amazoness Archer")
        duel = table.build()
        assert duel.atk(paladin.card(duel)) == 1900, rules


def test_amazoness_paladin_counts_a_taken_amazoness():
    """Q: I take my opponent's Amazoness Swords Woman with Change of Heart while I control
    Amazoness Paladin. A: I control two face-up Amazoness monsters: 1900; my opponent's
    Amazoness Paladin, now alone, has 1800."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    paladin = table.monster(0, PALADIN)
    theirs = table.monster(1, PALADIN)
    sw = table.monster(1, "Amazoness Swords Woman")
    table.hand(0, "Change of Heart")
    duel = table.build()
    assert duel.atk(theirs.card(duel)) == 1900
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=0, request="idle")
    s.pick("target", sw, player=0, request="target")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert sw.card(duel).controller == 0
    assert duel.atk(paladin.card(duel)) == 1900 and duel.atk(theirs.card(duel)) == 1800
