"""Spring of Rebirth (94425169): its LP are gained the instant a monster returns to the hand
(round 56y).

Sources: seed 001 §其他效果 / §永續效果: an effect that is not activated and makes no chain link
applies the instant its condition is met, even in the middle of a chain's resolution; the
card's text (500 LP each time a monster on the field returns to the hand; no "activate"), read
as Fatal Abacus is ruled (yugioh-wiki.net 《死の演算盤》 FAQ 10/10/01: no chain link). So a
monster returned by chain link 2 gives its 500 while Spring of Rebirth is still face-up, though
link 1 then destroys it (our reading of the seed; no FAQ for this exact chain found)."""

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_spring_of_rebirth_gains_for_a_return_resolved_before_it_is_destroyed_in_the_same_chain():
    """Q: my Spring of Rebirth is active. My opponent targets it with Mystical Space Typhoon; I
    chain Compulsory Evacuation Device on their Battle Ox. A: the Device resolves first: Battle
    Ox returns to their hand while Spring of Rebirth is face-up, so I gain 500 then (8500); the
    Typhoon then destroys Spring of Rebirth."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Spring of Rebirth")
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.monster(1, "Battle Ox")
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"])
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Spring of Rebirth", request="idle")
    _pass(s)
    s.pick("end_turn")
    _pass(s)
    assert duel.turn == 4 and duel.request.player == 1
    s.pick("activate", "Mystical Space Typhoon", player=1, request="idle")
    s.pick("target", "Spring of Rebirth")
    s.pick("activate", "Compulsory Evacuation Device", player=0, request="chain")
    s.pick("target", "Battle Ox")
    _pass(s)
    assert "Battle Ox" in hand(duel, 1)
    assert sorted(grave(duel, 0)) == ["Compulsory Evacuation Device", "Spring of Rebirth"]
    assert lp(duel) == (8500, 8000)
    resolve_typhoon = [e["i"] for e in of_type(duel, "resolve") if e["name"] == "Mystical Space Typhoon"][0]
    gains = [e["i"] for e in of_type(duel, "recover") if e["amount"] == 500]
    assert len(gains) == 1 and gains[0] < resolve_typhoon
