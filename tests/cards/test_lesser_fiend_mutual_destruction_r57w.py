"""Lesser Fiend (16475472): a judge's review (round 57w) of what happens when it falls in the same
battle as its victim.

Sources, in our words: yugioh-wiki.net 《レッサー・デーモン》 (its banishing is a continuous effect that
works only while it is face-up on the field: brought into a mutual destruction, as by Photon
Thrasher, it banishes nothing: both monsters go to the GY); the card's text (LOD-003: "as long as it
remains face-up on the field")."""

from duelist.testing.reads import banished, grave, lp, of_type
from duelist.testing.scenario import Script, Table

LF = "Lesser Fiend"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind in ("chain", "yes_no"):
        kind = s.duel.request.kind
        s.pick("no" if kind == "yes_no" else "pass", player=s.duel.request.player)


def test_lesser_fiend_mutual_destruction_banishes_nothing():
    """Q: Lesser Fiend (2100) attacks my opponent's Mr. Volcano (2100) in Attack Position; both are
    destroyed. A: Lesser Fiend leaves the field in the same battle, so its effect no longer applies:
    Mr. Volcano goes to the GY, not banished; no battle damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LF)
    table.monster(1, "Mr. Volcano")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LF, target="Mr. Volcano")
    _pass(s)
    assert grave(duel, 0) == [LF] and grave(duel, 1) == ["Mr. Volcano"]
    assert banished(duel, 0) == [] and banished(duel, 1) == []
    assert lp(duel) == (8000, 8000)
    assert of_type(duel, "chain") == []


def test_lesser_fiend_mutual_destruction_of_two_lesser_fiends():
    """Q: my Lesser Fiend attacks my opponent's Lesser Fiend; both are destroyed. A: neither is on
    the field when they are sent away, so neither effect applies: both go to their owners' GYs."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    mine = table.monster(0, LF)
    theirs = table.monster(1, LF)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", mine, target=theirs)
    _pass(s)
    assert grave(duel, 0) == [LF] and grave(duel, 1) == [LF]
    assert banished(duel, 0) == [] and banished(duel, 1) == []
    assert lp(duel) == (8000, 8000)
