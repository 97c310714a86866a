"""The zone question names the card as its chooser may see it (zones.py `choose_zone`, where
`_name_for`'s first answer, one's own card, is read in line; docs/performance.md round 10,
issue 11: a call with a frame on PyPy): one's own card by its name, an opponent's face-up
card by its name, an opponent's face-down monster by its zone only."""

from duelist.engine import state as S
from duelist.testing import Table


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
