"""Dancing Fairy (90925163): in each of its controller's Standby Phases, while it is in face-up
Defense Position, they gain 1000 LP.

Sources: the card's text (LON-038, 2002, and today's, in our words: a mandatory trigger in the
Standby Phase); yugioh-wiki.net 《踊る妖精》 (a trigger effect; only in face-up Defense Position,
only its controller's Standby Phase); Skill Drain negates a face-up monster's effect (its text).
Both presets play the same text."""

import pytest

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

DANCING = "Dancing Fairy"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _duel(rules=None, position="defense", turn_player=0, skill_drain=False):
    table = Table(rules=rules, turn=3, turn_player=turn_player, phase="draw")
    table.monster(0, DANCING, position=position)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    _pass(Script(duel))
    return duel


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_dancing_fairy_gains_1000_in_my_standby_phase(rules):
    """Q: my Dancing Fairy is in face-up Defense Position as my turn begins. A: I gain 1000 LP in
    my Standby Phase: 9000."""
    duel = _duel(rules)
    assert duel.phase == "main1" and lp(duel) == (9000, 8000)


@pytest.mark.parametrize("position", ["attack", "set"])
def test_dancing_fairy_only_in_face_up_defense(position):
    """Q: my Dancing Fairy is in Attack Position, or face-down. A: no LP gained."""
    duel = _duel(position=position)
    assert lp(duel) == (8000, 8000)


def test_dancing_fairy_not_in_my_opponents_standby_phase():
    """Q: it is my opponent's turn; my Dancing Fairy is in face-up Defense Position. A: only my own
    Standby Phase counts: no LP gained."""
    duel = _duel(turn_player=1)
    assert duel.turn_player == 1 and lp(duel) == (8000, 8000)


def test_dancing_fairy_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up. A: Dancing Fairy's effect is negated: no LP."""
    duel = _duel(skill_drain=True)
    assert lp(duel) == (8000, 8000)
