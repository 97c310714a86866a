"""Soul Absorption (68073522): its LP are gained the instant cards are banished (round 56y).

Sources: seed 001 §其他效果 / §永續效果: an effect that is not activated and makes no chain link
applies the instant its condition is met, even in the middle of a chain's resolution;
yugioh-wiki.net 《魂吸収》 (500 for each card banished, one application for cards banished
together; its text has no "activate"); Fatal Abacus, the same kind of text, is ruled to make no
chain link (yugioh-wiki.net 《死の演算盤》 FAQ 10/10/01). So a card banished by chain link 2 gives
its 500 while Soul Absorption is still face-up, though link 1 then destroys it (our reading of
the seed, as round 56a's Fatal Abacus test; no FAQ for this exact chain found)."""

from duelist.testing.reads import banished, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_soul_absorption_gains_for_a_banish_resolved_before_it_is_destroyed_in_the_same_chain():
    """Q: my Soul Absorption is active. My opponent targets it with Mystical Space Typhoon; I
    chain Disappear on the Sangan in their GY. A: Disappear resolves first: Sangan is banished
    while Soul Absorption is face-up, so I gain 500 then (8500); the Typhoon then destroys Soul
    Absorption."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Soul Absorption")
    table.spell_trap(0, "Disappear")
    table.grave(1, "Sangan")
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"])
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Absorption", request="idle")
    _pass(s)
    s.pick("end_turn")
    _pass(s)
    assert duel.turn == 4 and duel.request.player == 1
    s.pick("activate", "Mystical Space Typhoon", player=1, request="idle")
    s.pick("target", "Soul Absorption")
    s.pick("activate", "Disappear", player=0, request="chain")
    s.pick("target", "Sangan")
    _pass(s)
    assert banished(duel, 1) == ["Sangan"]
    assert sorted(grave(duel, 0)) == ["Disappear", "Soul Absorption"]
    assert lp(duel) == (8500, 8000)
    resolve_typhoon = [e["i"] for e in of_type(duel, "resolve") if e["name"] == "Mystical Space Typhoon"][0]
    gains = [e["i"] for e in of_type(duel, "recover") if e["amount"] == 500]
    assert len(gains) == 1 and gains[0] < resolve_typhoon
