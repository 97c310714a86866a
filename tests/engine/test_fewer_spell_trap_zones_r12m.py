"""Under rules with fewer than five Spell & Trap Zones (a custom `Rules(spell_trap_zones=N)`,
1 to 5), a Spell Card is activated from the hand only into a free one of those N zones
(seed 000 §魔法與陷阱區域: a card activated from the hand is placed in a Spell & Trap Zone;
none free, none activated). `_activation_allowed` writes the five-zone case out and asks
`_free_szone` for the others (engine/chain.py)."""

import pytest

from duelist.engine.rules import Rules
from duelist.testing.scenario import Script, Table


def _menu(zones, taken):
    """Player 0's Main Phase 1 menu under `zones` Spell & Trap Zones, `taken` of them holding
    a Set card, with Pot of Greed in the hand."""
    rules = Rules("custom", spell_trap_zones=zones, pendulum_zones="none", extra_monster_zones=False)
    table = Table(rules=rules, turn=3, turn_player=0)
    for zone in range(taken):
        table.spell_trap(0, "Mirror Force", zone=zone)
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Mystical Elf"] * 5)
    duel = table.build()
    assert len([c for c in duel.players[0].szone[:zones] if c is not None]) == taken
    return duel, Script(duel)


@pytest.mark.parametrize("zones", [1, 3, 4])
def test_no_spell_is_activated_from_the_hand_with_every_spell_trap_zone_taken(zones):
    _, s = _menu(zones, zones)
    assert not s.has("activate", "Pot of Greed")
    assert not s.has("set_spell", "Pot of Greed")


@pytest.mark.parametrize("zones", [1, 3, 4])
def test_a_spell_is_activated_from_the_hand_into_the_last_free_zone(zones):
    duel, s = _menu(zones, zones - 1)
    s.pick("activate", "Pot of Greed")
    assert len(duel.players[0].hand) == 2
