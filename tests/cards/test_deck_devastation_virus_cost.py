"""Deck Devastation Virus's cost is the Tribute of a DARK monster of 2000 or more ATK you
control: both facts are needed (a DARK monster of 1900 ATK does not do, a LIGHT one of 3000
does not either; Zombyra the Dark, DARK 2100, does, and so does Vampire Lord, DARK 2000:
"2000 or more")."""

import pytest

from duelist.testing.scenario import Script, Table


def _virus_offered(monster):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, monster)
    table.spell_trap(0, "Deck Devastation Virus")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    return Script(duel).has("activate", "Deck Devastation Virus")


@pytest.mark.parametrize("monster", ["Zombyra the Dark",     # DARK, 2100 ATK
                                     "Vampire Lord"])        # DARK, 2000 ATK
def test_a_dark_monster_of_2000_atk_or_more_pays_the_cost(monster):
    assert _virus_offered(monster)


@pytest.mark.parametrize("monster", ["Blue-Eyes White Dragon",     # LIGHT, 3000 ATK
                                     "Vorse Raider"])               # DARK, 1900 ATK
def test_a_monster_short_of_either_fact_does_not(monster):
    assert not _virus_offered(monster)
