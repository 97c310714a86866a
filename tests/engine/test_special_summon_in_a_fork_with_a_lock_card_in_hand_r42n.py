"""A fork of a duel (`Duel.fork`, the copy the agents search) asks the Special Summon lock as
the duel itself does, from its first decision on.

The Last Warrior from Another Planet's "neither player can Summon" is a continuous effect: it
applies only while the monster is face-up in a Monster Zone (seed 000 §效果怪物卡 › 永續效果), so while it is in
the hand Monster Reborn Special Summons as usual. A fork starts without the duel's kept field
roles, and `can_special_summon` (actions.py) must then compute them rather than read them.

Round 42n (mutation testing of stop 42's engine lines): `can_special_summon`'s written-out
summon lock with its `roles is None` test turned around."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _reborn(duel):
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Celtic Guardian")
    while duel.request.kind == "chain" and duel.chain:
        s.pick("pass")
    while duel.request.kind in ("option", "zone"):
        duel.answer(0)      # (Attack Position; the first free zone)
    return s


def test_monster_reborn_in_a_fork_summons_with_the_last_warrior_in_hand():
    """Q: The Last Warrior from Another Planet is in my hand, Celtic Guardian in my GY; I
    activate Monster Reborn, in the duel and in a fork of it made before I act. A: the lock is
    not applying (the card is not face-up on the field): in both, Celtic Guardian comes back and
    the logs are the same."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn", "The Last Warrior from Another Planet")
    table.grave(0, "Celtic Guardian")
    duel = table.build()
    copy = duel.fork()
    _reborn(copy)
    _reborn(duel)
    assert field_monsters(copy, 0) == ["Celtic Guardian"] == field_monsters(duel, 0)
    assert copy.log == duel.log
