"""Temple of the Kings lets its controller activate one Trap per turn in the turn it was Set
(seed 000 §陷阱卡) while it is face-up on the field. Set face-down (or left in the Deck) it
lets nothing: a Trap Set this turn cannot be activated (seed 000 §陷阱卡: not the turn it was
Set), while one Set on an earlier turn can; face-up, the one Set this turn can too."""

import pytest

from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("temple", ["deck", "set", "face-up"])
def test_a_trap_set_this_turn_is_activated_only_under_a_face_up_temple(temple):
    table = Table(turn=3, turn_player=0)
    if temple == "deck":
        table.deck(0, ["Temple of the Kings"] + ["Mystical Elf"] * 4)
    else:
        table.spell_trap(0, "Temple of the Kings", face_down=(temple == "set"))
    table.spell_trap(0, "Waboku", set_this_turn=True)
    duel = table.build()
    assert Script(duel).has("activate", "Waboku") is (temple == "face-up")
