"""A Pendulum card leaving the field is told by its Pendulum Scale (pendulum.py
`_pendulum_to_extra`: `data.scale`, a field read, where `is_pendulum` is a property and a
tuple test, two calls on PyPy, at every card sent to the GY from the field;
docs/performance.md round 10, issue 11). The fact it stands for: a card has a Pendulum Scale
exactly when it is a Pendulum card (seed 000 §靈擺怪獸), a scale of 0 included."""

import pytest

from duelist.cards.db import database
from duelist.testing import Table


def test_every_card_has_a_pendulum_scale_exactly_when_it_is_a_pendulum_card():
    pendulums = zero = 0
    for data in database().all_cards():
        assert (data.scale is not None) == data.is_pendulum, (data.name, data.kinds, data.scale)
        pendulums += data.is_pendulum
        zero += data.scale == 0
    assert pendulums > 100 and zero > 0, (pendulums, zero)


@pytest.mark.parametrize("name, to_extra", [("Pendulumucho", True), ("Odd-Eyes Pendulum Dragon", True),
                                            ("Celtic Guardian", False)])
def test_a_face_up_pendulum_monster_sent_from_the_field_goes_to_the_extra_deck(name, to_extra):
    """seed 000 §靈擺怪獸: a face-up Pendulum Monster sent from the field to the GY goes
    face-up to its owner's Extra Deck instead, whatever its scale (Pendulumucho's is 0); a
    monster that is no Pendulum card goes to the GY."""
    table = Table(rules="MR5")
    table.monster(0, name, zone=2)
    duel = table.build()
    card = duel.monsters(0)[0]
    duel.send_to_grave([card], "effect")
    assert [c.data.name for c in duel.players[0].extra] == ([name] if to_extra else [])
    assert [c.data.name for c in duel.players[0].grave] == ([] if to_extra else [name])
    if to_extra:
        assert duel.players[0].extra[0].face_up
