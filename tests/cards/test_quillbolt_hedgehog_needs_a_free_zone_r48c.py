"""Quillbolt Hedgehog needs a free Monster Zone to come back (round 48c).

Quillbolt Hedgehog's text: while you control a face-up Tuner, you can Special Summon this card
from your GY. Seed 000 §特殊召喚 (a monster is Special Summoned only to a free zone): with all
five Monster Zones filled, Junk Synchron among them, its effect is not offered."""

from duelist.testing.scenario import Script, Table


def _offered(fillers):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Junk Synchron")
    for _ in range(fillers):
        table.monster(0, "Mystical Elf", position="defense")
    table.grave(0, "Quillbolt Hedgehog")
    return Script(table.build()).has("activate", "Quillbolt Hedgehog")


def test_quillbolt_hedgehog_is_not_offered_on_a_full_field():
    """Q: I control Junk Synchron (a Tuner) and four other monsters; Quillbolt Hedgehog is in my
    GY. May I Special Summon it? A: no: there is no free zone. With three others, yes."""
    assert not _offered(4)
    assert _offered(3)
