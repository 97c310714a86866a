"""Archfiend of Gilfer as an Equip Card beside Imperial Order and Skill Drain.

Sent to the GY, Archfiend of Gilfer may become an Equip Card of a face-up monster, which loses
500 ATK while it is equipped (today's text: it is equipped "as an Equip Card that makes the
monster lose 500 ATK"). Equipped, Gilfer is an Equip Spell Card in the Spell & Trap Zone (the
engine's `card_type_now` reads it so), no monster: Skill Drain leaves it alone, and Imperial
Order, which negates every Spell Card's effect on the field, negates the 500 loss. Same root as
round 51s request 1 (fixed in the engine, b669f0b); moderate confidence, read from the texts (no ruling page
naming the pair was found)."""

import pytest

from duelist.testing.scenario import Table


def _skull_under_gilfer(negator):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Archfiend of Gilfer", face_down=False, equipped_to=skull)
    if negator:
        table.spell_trap(1, negator, face_down=False)
    duel = table.build()
    return duel.atk(skull.card(duel))


@pytest.mark.parametrize("negator", [None, "Skill Drain"])
def test_gilfer_equipped_takes_500_atk_skill_drain_or_not(negator):
    assert _skull_under_gilfer(negator) == 2000


def test_imperial_order_negates_the_500_loss_of_gilfer_equipped():
    """Q: my Archfiend of Gilfer is equipped to my opponent's Summoned Skull; Imperial Order is
    face-up. A: Gilfer is a Spell Card on the field, its effect negated: Summoned Skull has its
    2500 ATK."""
    assert _skull_under_gilfer("Imperial Order") == 2500
