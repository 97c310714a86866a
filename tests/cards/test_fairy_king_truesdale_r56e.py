"""Fairy King Truesdale (45425051): while it is in face-up Defense Position, the Plant monsters
its controller controls gain 500 ATK and DEF.

Sources: the card's text (WC4-001, 2004, "as long as this card remains face-up in Defense Position
..., all Plant-Type monsters on your side of the field" gain 500; today's the same, in our words;
it is a Plant itself, so it gains too); a continuous effect of a face-up monster is negated by
Skill Drain (its text). Both presets play the same text."""

import pytest

from duelist.testing.scenario import Script, Table

TRUESDALE = "Fairy King Truesdale"
PLANT = "Snakeyashi"        # Level 4 Plant, 1000/1200


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_fairy_king_truesdale_raises_my_plants_in_defense(rules):
    """Q: Truesdale is in face-up Defense Position beside my Snakeyashi; my opponent controls a
    Plant too. A: Snakeyashi 1500/1700, Truesdale itself 2700/2000; my opponent's Plant unchanged."""
    table = Table(rules=rules, turn=3, turn_player=0)
    king = table.monster(0, TRUESDALE, position="defense")
    mine = table.monster(0, PLANT)
    theirs = table.monster(1, PLANT)
    ox = table.monster(0, "Battle Ox")
    duel = table.build()
    assert _stats(duel, mine) == (1500, 1700)
    assert _stats(duel, king) == (2700, 2000)
    assert _stats(duel, theirs) == (1000, 1200)
    assert _stats(duel, ox) == (1700, 1000)


@pytest.mark.parametrize("position", ["attack", "set"])
def test_fairy_king_truesdale_only_in_face_up_defense(position):
    """Q: Truesdale is in Attack Position, or face-down. A: no Plant gains anything."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, TRUESDALE, position=position)
    mine = table.monster(0, PLANT)
    duel = table.build()
    assert _stats(duel, mine) == (1000, 1200)


def test_fairy_king_truesdale_changed_to_attack_position_stops():
    """Q: I change Truesdale from Defense to Attack Position. A: the gain ends at once."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, TRUESDALE, position="defense")
    mine = table.monster(0, PLANT)
    duel = table.build()
    s = Script(duel)
    assert _stats(duel, mine) == (1500, 1700)
    s.pick("change_position", TRUESDALE, position="attack")
    assert _stats(duel, mine) == (1000, 1200)


def test_fairy_king_truesdale_under_skill_drain():
    """Q: Skill Drain is face-up. A: Truesdale's effect is negated: Snakeyashi stays 1000/1200."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, TRUESDALE, position="defense")
    mine = table.monster(0, PLANT)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert _stats(duel, mine) == (1000, 1200)
