"""A duel's log hands out its events read-only, made so in place (duelist/engine/events.py `Log`:
"indexing, slicing, iterating ... first makes the events read read-only in place"): an event
read by its index is the one object every later read gets, by index or by iterating the log,
so what a judge or a replay reads once is what every reader after sees (DESIGN §3: the log is
the duel's record).
Round 48f: events.py `Log.__getitem__` froze a copy for each read and left the dict stored."""

from duelist.testing.scenario import Script, Table


def test_an_event_read_by_its_index_is_the_object_every_later_read_gets():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian")
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=guardian, request="battle")
    at = len(duel.log) - 1
    first = duel.log[at]
    assert duel.log[at] is first
    assert list(duel.log)[at] is first
    try:
        first["type"] = "changed"
    except TypeError:
        pass
    assert duel.log[at]["type"] != "changed"
