"""Shared fixtures for the rules tests.

Test modules here keep their few log/zone helpers to themselves rather than
importing this file: `conftest` is not an importable module name one can rely on
when several test folders have one.
"""

import pytest

from duelist.cards.db import find_card

# Normal Monsters only (the engine plays them without scripts): 13 names x 3 + 1 = 40.
DECK_NAMES = (
    "Dark Magician", "Blue-Eyes White Dragon", "Summoned Skull", "Celtic Guardian",
    "Mystical Elf", "Giant Soldier of Stone", "Gaia The Fierce Knight", "Battle Ox",
    "Mad Dog of Darkness", "Koumori Dragon", "Hitotsu-Me Giant", "Beaver Warrior",
    "Thousand-Eyes Idol",
)


@pytest.fixture(scope="session")
def normal_deck():
    """40 passcodes of Normal Monsters: a legal main deck the engine can play."""
    codes = [find_card(name).code for name in DECK_NAMES] * 3
    codes.append(find_card("Battle Ox").code)
    assert len(codes) == 40
    return codes
