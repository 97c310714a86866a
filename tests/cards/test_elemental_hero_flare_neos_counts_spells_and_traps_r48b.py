"""Elemental HERO Flare Neos gains 400 ATK for each Spell and Trap on the field (round 48b's
mutation round).

Flare Neos's text (it gains 400 ATK for each Spell/Trap Card on the field; ATK only), seed 000 §永續效果:
the count covers both players' Spell & Trap Zones, Set cards included, as it stands."""

import pytest

from duelist.testing.scenario import Table


@pytest.mark.parametrize("cards, atk", [(0, 2500), (1, 2900), (3, 3700)])
def test_flare_neos_gains_400_atk_per_spell_or_trap_on_the_field(cards, atk):
    """Q: my Flare Neos (2500 ATK, 2000 DEF) is face-up; 0, 1 or 3 Spells and Traps are on the
    field (mine and my opponent's, Set). What are its ATK and DEF? A: 2500, 2900, 3700 ATK; its
    DEF stays 2000."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    neos = table.monster(0, "Elemental HERO Flare Neos", summon_kind="proc")
    for i, name in enumerate(["Mirror Force", "Waboku", "Dust Tornado"][:cards]):
        table.spell_trap(i % 2, name)
    duel = table.build()
    card = neos.card(duel)
    assert duel.atk(card) == atk and duel.defense(card) == 2000
