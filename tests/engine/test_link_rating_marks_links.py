"""The Main Phase menu's position rows tell a Link Monster by its Link Rating (turn.py
`_main_menu`: `data.link`, a field read, where `is_link` tests the kinds tuple, a call on
PyPy; docs/performance.md round 9, hcall). The fact it stands for: a monster has a Link
Rating exactly when it is a Link Monster, and no Spell or Trap Card has one (seed 000 §連結怪獸)."""

from duelist.cards.db import database
from duelist.engine import state as S
from duelist.engine.link import is_link
from duelist.testing import Table


def test_every_card_has_a_link_rating_exactly_when_it_is_a_link_monster():
    links = 0
    for data in database().all_cards():
        assert bool(data.link) == is_link(data), (data.name, data.card_type, data.kinds, data.link)
        links += is_link(data)
    assert links > 100, links


def test_a_link_1_monster_has_no_position_row():
    """A Link-1 Monster (Linkuriboh) in face-up Attack Position, on the field since an earlier
    turn, gets no change of position; a monster beside it that is no Link Monster does."""
    table = Table(rules="MR5")
    table.monster(0, "Linkuriboh", zone=S.EMZ_FIRST_SEQ)
    table.monster(0, "Dark Magician", zone=2)
    duel = table.build()
    assert duel.request.kind == "idle"
    assert [c.data.link for c in duel.monsters(0)] == [0, 1]
    rows = {o.name for o in duel.request.options if o.kind == "change_position"}
    assert rows == {"Dark Magician"}
