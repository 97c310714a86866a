"""`Effect(while_negated=True)` is a declaration of a STATE or an APPLY effect only (round 53m:
survivors of effects.py `Effect.__init__`'s check, stop 52's lines).

A maintenance cost is paid while its card's effects are negated (Imperial Order under Jinzo:
tests/cards/test_imperial_order_upkeep_under_jinzo.py); since round 52g Imperial Order's upkeep
is an APPLY effect among the Standby Phase's effects, so the flag is allowed there too. An
activated effect (a trigger, a Quick Effect) that is negated does nothing: the flag on one would
be a script's mistake, refused when the script is built rather than played wrongly."""

import pytest

from duelist.engine import effects as E
from duelist.engine import state as S


@pytest.mark.parametrize("kind", [E.TRIGGER, E.QUICK, E.IGNITION])
def test_an_activated_effect_cannot_say_while_negated(kind):
    with pytest.raises(ValueError, match="while_negated"):
        E.Effect(kind, events="phase", range=(S.SZONE,), while_negated=True)


@pytest.mark.parametrize("kind", [E.STATE, E.APPLY])
def test_a_state_or_applied_effect_may_say_while_negated(kind):
    effect = E.Effect(kind, events="phase", range=(S.SZONE,), while_negated=True)
    assert effect.while_negated is True
