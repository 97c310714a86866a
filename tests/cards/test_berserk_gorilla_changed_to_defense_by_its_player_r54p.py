"""Berserk Gorilla (39168895) changed to Defense Position by its own controller.

Sources: the card's text (2005 IOC-EN013 and today's alike: face-up in Defense Position it is
destroyed), in our own words; yugioh-wiki.net 《怒れる類人猿》 (a rule of the card applied at once,
no chain link); seed 000 §永續效果 and ENGINE.md §2 (the state rules apply after every action,
before anyone may act again): however it came to face-up Defense Position -- an effect (Enemy
Controller, tests/cards/test_berserk_gorilla.py) or its controller's own change of battle
position in the Main Phase -- it is destroyed before the Main Phase menu comes back.

Found by the property test (seed 86, GOAT, turn 42: the player changed the Gorilla to Defense
Position and the menu came back with it on the field): the engine made no state check after a
manual change of battle position; since stop 54 turn.py `_change_position_proc` makes one before
the menu comes back."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_berserk_gorilla_changed_to_defense_by_its_player_is_destroyed(rules):
    """Q: in my Main Phase 1 I change my face-up Berserk Gorilla (on the field since last turn) to
    Defense Position. A: it is destroyed at once, before my next choice: my Main Phase menu
    comes back with it in my GY."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Berserk Gorilla")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("change_position", "Berserk Gorilla", position="defense")
    s.expect(request="idle", player=0)
    assert duel.monsters(0) == [] and grave(duel, 0) == ["Berserk Gorilla"]
