"""Neo-Spacian Flare Scarab's gain is ATK only (round 48c).

Flare Scarab's text: it gains 400 ATK for each Spell and Trap Card your opponent controls. Its DEF
is untouched: facing two Set cards it is 1300 ATK and still 500 DEF."""

from duelist.testing.scenario import Table


def test_flare_scarab_facing_two_set_cards_is_1300_atk_and_500_def():
    """Q: my opponent controls two Set cards. What are my Flare Scarab's ATK and DEF? A: 1300
    (500 + 2 x 400) and 500, as printed."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Neo-Spacian Flare Scarab")
    table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    [scarab] = duel.monsters(0)
    assert (duel.atk(scarab), duel.defense(scarab)) == (1300, 500)
