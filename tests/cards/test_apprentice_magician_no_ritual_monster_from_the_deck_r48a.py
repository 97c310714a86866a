"""Apprentice Magician does not bring out a Ritual Monster from the Deck (round 48a).

The card's text: destroyed by battle, it may Special Summon a Level 2 or lower Spellcaster from
the Deck face-down. Seed 000 §具有蘇生限制的怪獸的特殊召喚: a Ritual Monster is Special Summoned
by another effect only once it was Ritual Summoned, so Relinquished (a Level 1 Spellcaster
Ritual Monster) in the Deck is no choice."""

from duelist.testing.scenario import Script, Table


def test_a_ritual_spellcaster_in_the_deck_is_not_offered():
    """Q: my Apprentice Magician is destroyed by Battle Ox; my Deck holds Relinquished beside
    Old Vindictive Magician. May I Special Summon Relinquished? A: no: it was never Ritual
    Summoned; only Old Vindictive Magician is offered."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.monster(0, "Apprentice Magician")
    table.deck(0, ["Relinquished", "Old Vindictive Magician", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Apprentice Magician")
    s.pick("yes", request="yes_no", player=0)
    if duel.request.kind == "select":
        assert [o.name for o in duel.request.options if o.kind == "select"] == ["Old Vindictive Magician"]
        s.pick("select", "Old Vindictive Magician")
    assert [c.name for c in duel.monsters(0)] == ["Old Vindictive Magician"]
