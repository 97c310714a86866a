"""Exodia Necross's growth is ATK alone (round 47a).

The card's text: it gains 500 ATK during each of its controller's Standby Phases; nothing
touches its DEF (seed 000 §攻撃力・守備力の変化: a change names the value it changes)."""

from duelist.testing.scenario import Table

PIECES = ("Exodia the Forbidden One", "Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
          "Left Leg of the Forbidden One", "Right Leg of the Forbidden One")


def test_exodia_necross_gains_atk_in_the_standby_phase_and_its_def_stays_0():
    """Q: my Exodia Necross (1800/0) grows in my Standby Phase. What are its stats? A: 2300
    ATK; its DEF is still 0: the growth is ATK only."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    necross = table.monster(0, "Exodia Necross", summon_kind="proc")
    table.grave(0, *PIECES)
    duel = table.build()
    card = necross.card(duel)
    assert duel.atk(card) == 2300
    assert duel.defense(card) == 0
