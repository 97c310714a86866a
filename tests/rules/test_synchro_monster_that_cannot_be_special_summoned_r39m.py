"""seed 000 §大師規則1 同調召喚相關 (seed 001 the same): a Synchro Summon is a Special Summon from the
Extra Deck, so a Synchro Monster whose own text says it cannot be Special Summoned (a
summoning condition "cannot be Special Summoned", SUMMON_CONDITION "never") has no Synchro
Summon, whatever materials are on the field; the same monster without that text is Synchro
Summoned with them (tests/rules/test_synchro_monsters_summoned_otherwise_r39x.py, the text
that forbids the Synchro Summon only).

No Synchro Monster of the pool says so: Gaia Knight, the Force of Earth as a stand-in (Level 6,
1 Tuner + 1 or more non-Tuner monsters; tests/rules/stand_ins.py). The engine: extra.py
`_synchro_summonable`. Round 39m (mutation testing of stop 39's lines): the test fails with
`_synchro_summonable` reading CANNOT_BE_SYNCHRO_SUMMONED alone (its "never" test dropped)."""

from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in_with

GAIA_KNIGHT = "Gaia Knight, the Force of Earth"


def _materials_table():
    """Turn 3, player 0: Gaia Knight in the Extra Deck and Flamvell Guard (1, Tuner), Giant
    Soldier of Stone (3) and Mystical Shine Ball (2) face-up: 1 + 3 + 2 = 6."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, GAIA_KNIGHT)
    table.monster(0, "Flamvell Guard")
    table.monster(0, "Giant Soldier of Stone")
    table.monster(0, "Mystical Shine Ball")
    return table


def test_a_synchro_monster_that_cannot_be_special_summoned_has_no_synchro_summon(monkeypatch):
    """Gaia Knight with the summoning condition "cannot be Special Summoned": no Synchro
    Summon is offered and no effect may Synchro Summon it (`synchro_targets` is empty), with
    the same materials that Synchro Summon the plain Gaia Knight."""
    stand_in_with(monkeypatch, GAIA_KNIGHT, [], SUMMON_CONDITION="never")
    duel = _materials_table().build()
    assert not Script(duel).has("synchro_summon", GAIA_KNIGHT)
    assert duel.synchro_targets(0) == []
