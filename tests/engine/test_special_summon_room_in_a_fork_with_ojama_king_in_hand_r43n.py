"""A fork of a duel (`Duel.fork`, the copy the agents search) answers whether a Special Summon
has room as the duel itself does, from its first decision on.

Ojama King's "the opponent cannot use three Main Monster Zones" is a continuous effect: it
applies only while Ojama King is face-up in a Monster Zone (seed 000 §效果怪物卡 › 永續效果),
so while it is in the hand Monster Reborn Special Summons as usual. A fork starts without the
duel's kept field roles, and the room test for a Special Summon (actions.py `_room_after`,
round 43a's fast path for a duel where a card has the tag blocked_zones) must then not read
them.

Round 43n (mutation testing of stop 43's engine lines): `_room_after`'s `roles is not None`
test dropped."""

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


def test_monster_reborn_in_a_fork_summons_with_ojama_king_in_the_opponents_hand():
    """Q: my opponent holds Ojama King in their hand, Celtic Guardian is in my GY; I activate
    Monster Reborn, in the duel and in a fork of it made before I act. A: Ojama King is not on
    the field, so no zone is blocked: in both, Celtic Guardian comes back and the logs are the
    same."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.hand(1, "Ojama King")
    table.grave(0, "Celtic Guardian")
    duel = table.build()
    copy = duel.fork()
    _reborn(copy)
    _reborn(duel)
    assert field_monsters(copy, 0) == ["Celtic Guardian"] == field_monsters(duel, 0)
    assert copy.log == duel.log
