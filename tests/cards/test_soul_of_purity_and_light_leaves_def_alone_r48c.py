"""Soul of Purity and Light weakens ATK only (round 48c).

The card's text: during your opponent's Battle Phase, all monsters your opponent controls lose 300
ATK. Their DEF is untouched: Mystical Elf (800/2000) is 500 ATK and still 2000 DEF."""

from duelist.testing.scenario import Table


def test_soul_of_purity_and_light_takes_300_atk_and_no_def_in_the_opponents_battle_phase():
    """Q: my opponent controls Soul of Purity and Light; in my Battle Phase, what are my Mystical
    Elf's ATK and DEF? A: 500 ATK (800 - 300) and 2000 DEF, as printed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle")
    table.monster(1, "Soul of Purity and Light")
    table.monster(0, "Mystical Elf")
    duel = table.build()
    [elf] = duel.monsters(0)
    assert (duel.atk(elf), duel.defense(elf)) == (500, 2000)
