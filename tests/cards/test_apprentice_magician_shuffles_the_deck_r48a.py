"""Apprentice Magician's Spellcaster from the Deck: the Deck is shuffled (round 48a).

Seed 000 §デッキ: after a card is taken from the Deck by an effect, the Deck is shuffled.
Apprentice Magician, destroyed by battle, lets its controller Special Summon a Level 2 or lower
Spellcaster from the Deck face-down; taken from the Deck, the Deck is shuffled afterwards."""

from duelist.engine import state as S
from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def test_the_spellcaster_taken_from_the_deck_shuffles_it():
    """Q: my Apprentice Magician is destroyed by Battle Ox; I Special Summon Old Vindictive
    Magician from my Deck in face-down Defense Position. A: it comes out face-down, and then
    my Deck is shuffled."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.monster(0, "Apprentice Magician")
    table.deck(0, ["Old Vindictive Magician", "Summoned Skull", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Apprentice Magician")
    s.pick("yes", request="yes_no", player=0)
    if s.has("select", "Old Vindictive Magician"):
        s.pick("select", "Old Vindictive Magician")
    new = duel.monsters(0)[0]
    assert new.name == "Old Vindictive Magician" and new.position == S.FACEDOWN_DEFENSE
    summon = [e["i"] for e in of_type(duel, "special_summon") if e.get("uid") == new.uid][-1]
    assert [e for e in of_type(duel, "shuffle") if e["player"] == 0 and e["i"] > summon]
