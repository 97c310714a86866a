"""Contract with Exodia needs room for Exodia Necross (round 47a).

The card's text: with the five Forbidden One pieces in the GY, Special Summon Exodia Necross
from the hand. Seed 000 §発動条件: a card whose effect cannot be done cannot be activated --
with every Main Monster Zone full, Exodia Necross could not come out."""

from duelist.testing.scenario import Script, Table

PIECES = ("Exodia the Forbidden One", "Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
          "Left Leg of the Forbidden One", "Right Leg of the Forbidden One")


def test_contract_with_exodia_cannot_be_activated_with_every_monster_zone_full():
    """Q: the five pieces are in my GY and I hold Exodia Necross, but my five Main Monster Zones
    are full. May I activate Contract with Exodia? A: no: Exodia Necross has nowhere to go."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Contract with Exodia", "Exodia Necross")
    table.grave(0, *PIECES)
    for name in ("Battle Ox", "Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon"):
        table.monster(0, name)
    duel = table.build()
    assert not Script(duel).has("activate", "Contract with Exodia")
