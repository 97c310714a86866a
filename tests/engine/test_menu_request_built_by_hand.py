"""The Main Phase menu builds its request with every field set by hand instead of calling
`Request(...)` (turn.py `_main_menu`; docs/performance.md round 9b: the class call is a
frame on CPython and a call the JIT keeps on PyPy): at every Main Phase menu of random duels
on the bench's deck pairs, the request is field for field the `Request(...)` the duel's
`_ask` makes for the turn player, the kind "idle" and the prompt of the phase (so what a
player, a replay and the protocol read of it is the same), and its copy likewise."""

from duelist.engine.protocol import Request
from duelist.engine.turn import MENU_PROMPTS
from duelist.testing.walks import random_decisions
from tests.engine.test_options_built_by_hand import PAIRS

FIELDS = Request.__slots__


def test_every_main_phase_menu_is_the_request_its_fields_make():
    menus = 0
    phases = set()
    for duel, where in random_decisions(PAIRS, seeds=range(2)):
        request = duel.request
        if request.kind != "idle":
            continue
        values = [getattr(request, f) for f in FIELDS]      # an unset field raises here
        assert type(request) is Request, where
        made = duel._ask(duel.turn_player, "idle", MENU_PROMPTS[duel.phase], request.options)
        assert [getattr(made, f) for f in FIELDS] == values, where
        assert made.to_dict() == request.to_dict(), where
        assert request.copy().to_dict() == request.to_dict(), where
        phases.add(duel.phase)
        menus += 1
    assert menus > 500 and len(phases) == 2, (menus, phases)
