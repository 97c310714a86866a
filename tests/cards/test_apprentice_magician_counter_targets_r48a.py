"""Apprentice Magician's Spell Counter goes only on a card that can hold one (round 48a).

The card's text: when it is Summoned, target 1 face-up card you can place a Spell Counter on,
and place 1 on it. Seed 000 §カウンター (a counter is placed only on a card whose text lets it
hold that counter): a Normal Monster beside it, with no such text, is never a target."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def test_apprentice_magicians_counter_is_offered_for_skilled_white_magician_not_battle_ox():
    """Q: I Normal Summon Apprentice Magician while I control face-up Battle Ox and Skilled White
    Magician. Which cards may its effect target? A: only Skilled White Magician: Battle Ox holds
    no Spell Counters (nor does the Apprentice itself). It gets the counter."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(0, "Skilled White Magician")
    table.hand(0, "Apprentice Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Apprentice Magician")
    s.expect(request="target", player=0)
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Skilled White Magician"]
    s.pick("target", "Skilled White Magician")
    while duel.request.kind == "chain":
        s.pick("pass")
    counts = [e["count"] for e in of_type(duel, "counter") if e["name"] == "Skilled White Magician"]
    assert counts == [1]
