"""Skilled White Magician holds 3 Spell Counters at most (round 47a).

The card's text: each time a Spell Card's activation resolves it gets a Spell Counter, up to
3. Seed 000 §カウンター: a counter that cannot be placed is not placed; with 3 already on it, a
fourth Spell places nothing, so nothing is announced."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def test_a_fourth_spell_places_no_spell_counter_on_skilled_white_magician():
    """Q: my Skilled White Magician is face-up; I resolve four Dian Keto the Cure Master one
    after the other. How many Spell Counters were placed? A: three, one per Spell for the first
    three; the fourth places none (it already holds 3) and the log says nothing of one."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Skilled White Magician")
    table.hand(0, *(["Dian Keto the Cure Master"] * 4))
    duel = table.build()
    s = Script(duel)
    for _ in range(4):
        s.pick("activate", "Dian Keto the Cure Master", request="idle", first=True)
        while duel.request.kind == "chain":
            s.pick("pass")
    assert duel.players[0].lp == 8000 + 4 * 1000
    counts = [e["count"] for e in of_type(duel, "counter") if e["name"] == "Skilled White Magician"]
    assert counts == [1, 2, 3]
