"""The sets trigger collection and the response windows read instead of an effect's tuples
(docs/performance.md, round 9a: a tuple's `in` is a call with a frame on PyPy):

- `_trigger_rows(script)`: one row per trigger effect of the script, in the script's order,
  holding the effect, its range and the happening types it listens to as sets equal to the
  effect's own tuples, and whether it is a flip effect; then (round 52g) one row per trigger a
  card's arrival in a GY or banished during a Standby Phase (round 54j: or an End Phase) raises
  (`CardScript.arrivals`: Sinister Serpent's), holding the effect, its range's places off the
  field, {"moved"} and, in the flip's place, the phases it may be raised in
  (`effects.arrival_phases`, a non-empty frozenset);
- `_response_options`' answer sets: an effect that answers happenings is offered in a
  window only when one of the window's happenings is of a type it answers, the same as a
  test against its `answers` tuple.

Checked on every scripted card (each era's text where it differs), and the kept rows are
what a fresh build gives. An engine-internal check: the rows are private."""

from duelist.engine import chain as CH
from duelist.engine import effects as E
from duelist.testing.walks import random_decisions
from duelist.testing.cards import every_script


def test_every_scripts_trigger_rows_hold_its_trigger_effects_tuples_as_sets():
    """Each row is (the trigger effect, set(effect.range), set(effect.events), kind is FLIP),
    the rows in the order of `script.triggers` (trigger collection makes triggers pending
    in that order)."""
    scripts = [script for _card, script in every_script()]
    with_triggers = 0
    several_places = 0
    arrivals = 0
    for script in scripts:
        rows = CH._trigger_rows(script)
        assert [row[0] for row in rows] == list(script.triggers) + list(script.arrivals), script.code
        plain = rows[:len(script.triggers)]
        for effect, where, events, flip in plain:
            assert where == frozenset(effect.range), (script.code, effect.index)
            assert events == frozenset(effect.events), (script.code, effect.index)
            assert flip == (effect.kind == E.FLIP), (script.code, effect.index)
            several_places += len(where) > 1
        for effect, where, events, flip in rows[len(script.triggers):]:
            assert where == frozenset(effect.range) & {"grave", "banished"}, (script.code, effect.index)
            assert events == {"moved"} and flip == E.arrival_phases(effect) and flip, (script.code, effect.index)
            arrivals += 1
        with_triggers += bool(rows)
    assert with_triggers > 50 and several_places > 0 and arrivals > 0


def test_kept_rows_and_answer_sets_are_what_a_fresh_build_gives():
    """After random duels on the bench's effect pairs, every row kept in `_TRIGGER_ROWS` and
    every answer set kept in `_ANSWER_SETS` equals one built now from its script or effect
    (the keys are the scripts and effects the duels used)."""
    pairs = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
             ("goat_01_goat_control_suffridge_2005_us_nationals",
              "goat_07_monarch_soul_control_vargas_2005_sjc_la"))
    for _duel, _where in random_decisions(pairs):
        pass
    assert len(CH._TRIGGER_ROWS) > 10 and len(CH._ANSWER_SETS) > 0
    for script, rows in list(CH._TRIGGER_ROWS.items()):
        fresh = tuple((effect, frozenset(effect.range), frozenset(effect.events), effect.kind == E.FLIP)
                      for effect in script.triggers) + tuple(
            (effect, frozenset(effect.range) & {"grave", "banished"}, frozenset(("moved",)), E.arrival_phases(effect))
            for effect in script.arrivals)
        assert rows == fresh, script.code
    for effect, answers in CH._ANSWER_SETS.items():
        assert answers == frozenset(effect.answers)
