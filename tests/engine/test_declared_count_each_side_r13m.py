"""A declared count of Monster Cards in the GYs (`MonstersInGrave(mine, theirs, either)`,
engine/effects.py) must hold on each side it names, not only in sum: an activation that needs
`theirs` monsters in the opponent's GY is refused while the opponent's GY has fewer, however
many are in its own player's GY (the windows and menus pass such a card by on `lacking` alone,
chain.py `_response_options`, so a side not counted there offers an activation its targets
cannot have). The same for a declared count of monsters on the field (`MonstersOnField`)."""

from duelist.engine.effects import MonstersInGrave, MonstersOnField
from duelist.testing.scenario import Table


class _Ctx(object):
    def __init__(self, duel, player):
        self.duel = duel
        self.player = player


def _graves():
    """Player 0's GY: Battle Ox, Mystical Elf, Summoned Skull, Pot of Greed (3 Monster
    Cards); player 1's GY: Celtic Guardian, Mystical Space Typhoon (1 Monster Card)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.grave(0, "Battle Ox", "Mystical Elf", "Summoned Skull", "Pot of Greed")
    table.grave(1, "Celtic Guardian", "Mystical Space Typhoon")
    return table.build()


def test_a_count_of_the_opponents_gy_is_not_made_up_by_your_own():
    """Player 0 (3 Monster Cards in their GY, 1 in the opponent's): a need of 2 in the
    opponent's GY is lacking, with 4 in both together; 1 in the opponent's GY holds."""
    duel = _graves()
    assert MonstersInGrave(theirs=2).lacking(duel, 0)
    assert not MonstersInGrave(theirs=2)(_Ctx(duel, 0))
    assert not MonstersInGrave(theirs=2, either=4)(_Ctx(duel, 0))
    assert MonstersInGrave(theirs=1, either=4)(_Ctx(duel, 0))
    assert MonstersInGrave(mine=1, theirs=3)(_Ctx(duel, 1))       # seen from player 1: 1 of theirs, 3 of the opponent's


def test_a_count_of_your_own_gy_is_not_made_up_by_the_opponents():
    """Player 1 (1 Monster Card in their GY, 3 in the opponent's): a need of 2 in their own GY
    is lacking, with 4 in both together."""
    duel = _graves()
    assert MonstersInGrave(mine=2).lacking(duel, 1)
    assert not MonstersInGrave(mine=2, either=4)(_Ctx(duel, 1))


def test_a_count_of_the_opponents_monsters_on_the_field_is_not_made_up_by_your_own():
    """Player 0 controls three monsters, player 1 one: a need of 2 of the opponent's is
    lacking for player 0, with 4 on the field in all."""
    table = Table(turn=3, turn_player=0, phase="main1")
    for name in ("Battle Ox", "Mystical Elf", "Summoned Skull"):
        table.monster(0, name)
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    assert not MonstersOnField(theirs=2, either=4)(_Ctx(duel, 0))
    assert MonstersOnField(theirs=1, either=4)(_Ctx(duel, 0))
    assert not MonstersOnField(mine=2, either=4)(_Ctx(duel, 1))
