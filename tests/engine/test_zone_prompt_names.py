"""The zone question names the card as its chooser may see it (zones.py `choose_zone`, where
`_name_for`'s first answer, one's own card, is read in line, and the request is built with
every slot set by hand; docs/performance.md round 10, issue 11: calls with a frame on PyPy):
one's own card by its name, an opponent's face-up card by its name, an opponent's face-down
monster by its zone only; the request the chooser's."""

from duelist.engine import state as S
from duelist.engine.protocol import Request
from duelist.testing import Table
from duelist.testing.walks import random_decisions
from tests.engine.test_options_built_by_hand import PAIRS


def _prompt(duel, card, player, chooser):
    request = next(duel.choose_zone(card, player, S.MZONE, zones=[0, 1], chooser=chooser))
    assert request.kind == "zone" and request.player == chooser
    return request.prompt


def test_the_zone_question_names_the_card_as_the_chooser_sees_it():
    table = Table()
    table.monster(1, "Mystical Elf", zone=2, position="set")
    table.monster(1, "Dark Magician", zone=3)
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    assert duel.rules.choose_zones
    own = duel.players[0].hand[0]
    hidden, shown = duel.monsters(1)
    assert _prompt(duel, own, 0, 0) == "Celtic Guardian: in which zone?"
    assert _prompt(duel, hidden, 1, 1) == "Mystical Elf: in which zone?"
    assert _prompt(duel, hidden, 1, 0) == "face-down monster (zone 3): in which zone?"
    assert _prompt(duel, shown, 1, 0) == "Dark Magician: in which zone?"
    for card, chooser in ((own, 0), (hidden, 1), (hidden, 0), (shown, 0)):
        assert _prompt(duel, card, card.controller, chooser) == \
            "%s: in which zone?" % duel._name_for(card, chooser)


def test_every_zone_question_is_the_request_its_fields_make():
    """The zone question's request is built with every slot set by hand: at every zone
    question of random duels on the bench pairs, it is field for field the `Request(...)` the
    duel's `_ask` makes (the chooser, the kind "zone", the prompt, the options), and its copy
    likewise."""
    asked = 0
    for duel, where in random_decisions(PAIRS, seeds=range(2)):
        request = duel.request
        if request.kind != "zone":
            continue
        values = [getattr(request, f) for f in Request.__slots__]      # an unset slot raises here
        assert type(request) is Request, where
        made = duel._ask(request.player, "zone", request.prompt, request.options)
        assert [getattr(made, f) for f in Request.__slots__] == values, where
        assert made.to_dict() == request.to_dict() == request.copy().to_dict(), where
        assert request.prompt.endswith(": in which zone?"), where
        asked += 1
    assert asked > 100, asked
