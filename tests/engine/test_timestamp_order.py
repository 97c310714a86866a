"""Continuous effects apply in timestamp order (seed 000 §永續效果: the one that started to
apply first applies first): `_applying` sorts what it finds by the mark each card got when
its effects started to apply (`APPLIES_SINCE`, the log index; 0 for a card never marked),
then by uid. The sort key reads the mark in place (round 10, hwin7: `marked` was a call
with a frame on PyPy per key). At every `_applying` answer of random duels on the bench's
effect pairs that holds more than one effect, the order is the one `Duel.marked` gives."""

from duelist.engine.duel import Duel
from duelist.engine.names import M
from duelist.testing.walks import random_decisions
from tests.engine.test_activation_ctx_by_hand import PAIRS


def test_every_answer_of_applying_is_in_timestamp_order(monkeypatch):
    applying = Duel._applying
    seen = {"sorted": 0, "marked_apart": 0}

    def checked(duel, tag):
        got = applying(duel, tag)
        if len(got) > 1:
            keys = [(duel.marked(card, M.APPLIES_SINCE, 0), card.uid) for card, _effect in got]
            assert keys == sorted(keys), (tag, duel.turn, len(duel.answers))
            seen["sorted"] += 1
            seen["marked_apart"] += len(set(k[0] for k in keys)) > 1 and [k[1] for k in keys] != sorted(k[1] for k in keys)
        return got

    monkeypatch.setattr(Duel, "_applying", checked)
    for _duel, _where in random_decisions(PAIRS, range(20)):
        pass
    assert seen["sorted"] > 100 and seen["marked_apart"] >= 3, seen
