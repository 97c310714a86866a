"""Apprentice Magician brings out a Spellcaster only (round 48c).

The card's text: destroyed by battle, it may Special Summon a Level 2 or lower Spellcaster from the
Deck face-down. Kuriboh (Level 1) is a Fiend: it is no choice beside Old Vindictive Magician."""

from duelist.testing.scenario import Script, Table


def test_a_level_1_fiend_in_the_deck_is_not_offered():
    """Q: my Apprentice Magician is destroyed by Battle Ox; my Deck holds Kuriboh (a Level 1 Fiend)
    and Old Vindictive Magician. Which may I Special Summon? A: Old Vindictive Magician only."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.monster(0, "Apprentice Magician")
    table.deck(0, ["Kuriboh", "Old Vindictive Magician", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Apprentice Magician")
    s.pick("yes", request="yes_no", player=0)
    if duel.request.kind == "select":
        assert [o.name for o in duel.request.options if o.kind == "select"] == ["Old Vindictive Magician"]
        s.pick("select", "Old Vindictive Magician")
    assert [c.name for c in duel.monsters(0)] == ["Old Vindictive Magician"]
