"""Zombyra the Dark's weakening needs Zombyra still standing (round 47b's mutation round).

Seed 000 §誘發效果 and the card's rulings: its "loses 200 ATK" is its own trigger, which it
activates on the field after it destroys a monster by battle; a Zombyra destroyed in that same
battle is not on the field to weaken itself, so nothing activates (seed 000 §效果分類 ›
傷害步驟: a monster destroyed by battle is sent to the GY at the end of the Damage Step)."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def test_zombyra_destroyed_in_the_battle_where_it_destroys_a_monster_activates_nothing():
    """Q: my Zombyra the Dark (2100) attacks the opponent's Zombyra the Dark (2100): both are
    destroyed. Does either weaken itself? A: no: neither is left on the field, no effect
    activates, and both go to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Zombyra the Dark")
    table.monster(1, "Zombyra the Dark")
    duel = table.build()
    Script(duel).pick("attack", "Zombyra the Dark", target="Zombyra the Dark", player=0)
    assert grave(duel, 0) == ["Zombyra the Dark"] and grave(duel, 1) == ["Zombyra the Dark"]
    assert of_type(duel, "activate_effect") == [] and of_type(duel, "chain") == []
