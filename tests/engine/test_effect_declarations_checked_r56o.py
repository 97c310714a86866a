"""The declarations stop 56 added to `Effect` and `Ctx` are checked where a script makes them: a
script that declares one on an effect it does not fit gets a clear ValueError as its card is
loaded, never a duel that plays a rule wrongly.

- `mandatory=True`: only a QUICK effect (a mandatory Quick Effect, 誘発即時効果 with no "can": Mid
  / Big Shield Gardna; a TRIGGER's mandatory form is `optional=False`);
- `by_summoner=True`: only a TRIGGER on "summoned" (the player who Summoned activates it:
  Harpies' Hunting Ground);
- `at_once=True`: only a mandatory delayed APPLY effect, range ("delayed",) (applied the instant
  its batch closes: Fatal Abacus, seed 001 §其他效果);
- `Ctx.player_flag_named`: only a player rule whose tag reads the name filter
  (NAMED_PLAYER_RULE_TAGS: L.CANNOT_ATTACK, Paladin of White Dragon).

Round 56o: kills the guards' mutants no test reached (a declaration let past)."""

import pytest

from duelist.cards.common import APPLY, IGNITION, QUICK, TRIGGER, Effect, L
from duelist.engine import state as S
from duelist.engine.chain import new_ctx
from duelist.testing.scenario import Table


def nothing(ctx):
    return None


def test_mandatory_is_declared_only_on_a_quick_effect():
    """Q: may a script declare `mandatory=True` on a trigger or an Ignition Effect? A: no, a
    ValueError naming it; on a QUICK effect it is kept."""
    with pytest.raises(ValueError, match="mandatory"):
        Effect(TRIGGER, events="summoned", resolve=nothing, mandatory=True)
    with pytest.raises(ValueError, match="mandatory"):
        Effect(IGNITION, resolve=nothing, mandatory=True)
    assert Effect(QUICK, resolve=nothing, mandatory=True).mandatory is True
    assert Effect(QUICK, resolve=nothing).mandatory is False


def test_by_summoner_is_declared_only_on_a_trigger_on_a_summon():
    """Q: may `by_summoner=True` be declared on a trigger that hears no Summon, or on a Quick
    Effect? A: no, a ValueError naming it; on a trigger on "summoned" it is kept."""
    with pytest.raises(ValueError, match="by_summoner"):
        Effect(TRIGGER, events="attack", resolve=nothing, by_summoner=True)
    with pytest.raises(ValueError, match="by_summoner"):
        Effect(QUICK, resolve=nothing, by_summoner=True)
    assert Effect(TRIGGER, events="summoned", resolve=nothing, by_summoner=True).by_summoner is True
    assert Effect(TRIGGER, events="summoned", resolve=nothing).by_summoner is False


def test_at_once_is_declared_only_on_a_mandatory_delayed_apply_effect():
    """Q: may `at_once=True` be declared on an APPLY effect of a field card, on an optional one,
    or on a trigger? A: no, a ValueError naming it; on a mandatory delayed APPLY effect it is
    kept."""
    with pytest.raises(ValueError, match="at_once"):
        Effect(APPLY, events="moved", range=(S.SZONE,), resolve=nothing, at_once=True)
    with pytest.raises(ValueError, match="at_once"):
        Effect(APPLY, events="moved", range=("delayed",), resolve=nothing, optional=True, at_once=True)
    with pytest.raises(ValueError, match="at_once"):
        Effect(TRIGGER, events="moved", range=("delayed",), resolve=nothing, at_once=True)
    assert Effect(APPLY, events="moved", range=("delayed",), resolve=nothing, at_once=True).at_once is True
    assert Effect(APPLY, events="moved", range=("delayed",), resolve=nothing).at_once is False


def test_a_named_player_rule_only_of_a_tag_that_reads_the_name():
    """Q: may a script start a name-filtered player rule (`Ctx.player_flag_named`) of a tag the
    engine does not read by name (L.CANNOT_CHANGE_POSITION)? A: no, a ValueError, and nothing
    lasts; L.CANNOT_ATTACK (Paladin of White Dragon's) is started."""
    table = Table(turn=3)
    table.monster(0, "Paladin of White Dragon")
    duel = table.build()
    paladin = duel.monsters(0)[0]
    ctx = new_ctx(duel, paladin, paladin.script.effects[0], 0)
    with pytest.raises(ValueError, match="NAMED_PLAYER_RULE_TAGS"):
        ctx.player_flag_named(0, L.CANNOT_CHANGE_POSITION, 89631139)
    assert duel.lingering == []
    ctx.player_flag_named(0, L.CANNOT_ATTACK, 89631139)
    assert [(e.tag, e.player, e.info) for e in duel.lingering] == [(L.CANNOT_ATTACK, 0, {"named": 89631139})]
