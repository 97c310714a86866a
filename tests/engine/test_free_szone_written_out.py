"""A Spell Card in the hand is offered only while a Spell & Trap Zone is free, the five
zones' test written out in chain.py `_activation_allowed` (docs/performance.md, round 10:
`_free_szone` was a call with a frame on PyPy, 3.1 a turn on W/Z). The rule it stands for
(seed 000 §魔法卡): a Spell Card is activated from the hand by placing it face-up in a Spell &
Trap Zone, so it can be activated while at least one of them is empty, whichever it is, and
not while all five hold a card."""

import pytest

from duelist.testing.scenario import Table

SPELL = "Swords of Revealing Light"     # a Normal Spell with no condition, no cost, no target
FILLER = "Reinforcements"               # Set in the other zones


def _menu_activations(free):
    """The turn player's Main Phase menu with every Spell & Trap Zone filled but `free` (a seq,
    or None: all five filled): the options that activate the Spell in the hand."""
    table = Table(turn=3, turn_player=0)
    for seq in range(5):
        if seq != free:
            table.spell_trap(0, FILLER, zone=seq)
    table.hand(0, SPELL)
    duel = table.build()
    assert duel.request.kind == "idle" and duel.rules.spell_trap_zones == 5
    assert [c is None for c in duel.players[0].szone[:5]] == [seq == free for seq in range(5)]
    return [o for o in duel.request.options if o.kind == "activate" and o.name == SPELL]


@pytest.mark.parametrize("free", range(5))
def test_a_spell_in_the_hand_is_offered_with_any_one_zone_free(free):
    assert len(_menu_activations(free)) == 1, free


def test_a_spell_in_the_hand_is_not_offered_with_all_five_zones_full():
    assert _menu_activations(None) == []
