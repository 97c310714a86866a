"""Dimension Jar (73414375), judge's review (round 56t): Kycoo the Ghost Destroyer on the field.

Sources: the card's text (today's OCG text お互いに...除外する, the 2005 English "Each player
selects up to 3 cards from their opponent's Graveyard and removes them from play"): EACH player
banishes the cards they pick. Kycoo's text: while it is face-up, its controller's OPPONENT cannot
banish cards from either GY. So only the picks of Kycoo's opponent are barred; the other
player's picks are banished. No Konami FAQ on this pair was found: this is our reading of the
two texts. Round 56z's `Ctx.banish_by(player, cards)` banishes each player's picks in that
player's name (the strict xfails of round 56t now pass)."""

from duelist.testing.reads import banished
from duelist.testing.scenario import Script, Table


def _flip_jar(kycoo_side):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Dimension Jar", position="set")
    table.monster(kycoo_side, "Kycoo the Ghost Destroyer")
    table.grave(0, "Sangan")
    table.grave(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Dimension Jar", player=0, request="idle")
    for _ in range(20):
        r = duel.request
        if r is None or r.kind == "idle":
            break
        if r.kind == "chain":
            s.pick("pass")
        elif r.kind == "select":
            s.pick("select", "Battle Ox" if r.player == 0 else "Sangan", player=r.player, request="select")
    return duel


def test_dimension_jar_with_my_kycoo_bars_only_my_opponents_picks():
    """Q: I control Kycoo and flip Dimension Jar; I pick Battle Ox in my opponent's GY, my
    opponent picks Sangan in mine. A: Battle Ox is banished; Sangan is not (my opponent may
    not banish from a GY while my Kycoo is face-up)."""
    duel = _flip_jar(0)
    assert banished(duel, 1) == ["Battle Ox"]
    assert banished(duel, 0) == []


def test_dimension_jar_under_the_opponents_kycoo_bars_only_my_picks():
    """Q: my opponent controls Kycoo; I flip Dimension Jar; I pick Battle Ox, my opponent picks
    Sangan. A: Sangan is banished (my opponent banishes it); Battle Ox stays in the GY."""
    duel = _flip_jar(1)
    assert banished(duel, 0) == ["Sangan"]
    assert banished(duel, 1) == []
