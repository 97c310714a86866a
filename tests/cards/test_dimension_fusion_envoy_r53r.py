"""Dimension Fusion and Black Luster Soldier - Envoy of the Beginning, the Goat "D-Fusion" play
(a judge's review, round 53r).

Sources: yugioh-wiki.net 《次元融合》 (a monster that must first be Special Summoned by its own
procedure comes back only once it was properly summoned: seed 000 §具有蘇生限制的怪獸的特殊召喚);
formatlibrary's Goat "Chaos" decks (BLS banishing itself or a Chaos Sorcerer's banished monsters,
then Dimension Fusion). The 2005 text and today's do the same."""

from duelist.testing.scenario import Script, Table

BLS = "Black Luster Soldier - Envoy of the Beginning"


def _positions(duel, s):
    while duel.request.kind == "option":
        s.pick("option", "Attack Position", player=duel.request.player)


def test_dimension_fusion_brings_back_an_envoy_that_banished_itself():
    """Q: (GOAT) my properly summoned Black Luster Soldier banishes itself with its own effect;
    then I activate Dimension Fusion. A: it was properly summoned, so it comes back to my field
    (face-up), and I am at 6000 LP."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, BLS, summon_kind="proc")
    table.hand(0, "Dimension Fusion")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", BLS)
    s.pick("target", BLS, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [c.name for c in duel.players[0].banished] == [BLS]
    s.pick("activate", "Dimension Fusion")
    _positions(duel, s)
    assert [c.name for c in duel.monsters(0)] == [BLS] and duel.players[0].lp == 6000
    assert duel.players[0].banished == []


def test_dimension_fusion_leaves_an_envoy_never_summoned():
    """Q: (GOAT) my Black Luster Soldier was banished without ever being summoned (never on the
    field), beside a banished Battle Ox. A: only Battle Ox comes back; the Envoy, never properly
    Special Summoned, stays banished."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Dimension Fusion")
    table.banished(0, BLS, face_down=False)
    table.banished(0, "Battle Ox", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dimension Fusion")
    _positions(duel, s)
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert [c.name for c in duel.players[0].banished] == [BLS]
