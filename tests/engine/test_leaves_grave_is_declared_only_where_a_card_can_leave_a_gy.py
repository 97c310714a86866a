"""`Effect(leaves_grave=True)` says an effect activated in the GY moves its own card out of it,
which Necrovalley negates (chain.py `_moved_out_of_grave`): it is declared only on an effect
whose range has the GY, or on a delayed trigger activated where its card lies (Stardust Dragon's
return from the GY, stop 50); anywhere else it is a script error, said at once."""

import pytest

from duelist.engine import effects as E
from duelist.engine import state as S


def test_leaves_grave_on_an_effect_activated_in_the_gy_or_a_delayed_trigger():
    assert E.Effect(E.TRIGGER, range=(S.GRAVE,), leaves_grave=True).leaves_grave
    assert E.Effect(E.TRIGGER, range=("delayed",), leaves_grave=True).leaves_grave


def test_leaves_grave_elsewhere_is_refused():
    with pytest.raises(ValueError):
        E.Effect(E.TRIGGER, range=(S.MZONE,), leaves_grave=True)
    with pytest.raises(ValueError):
        E.Effect(E.TRIGGER, leaves_grave=True)      # (no range: a monster's, the Monster Zone)
