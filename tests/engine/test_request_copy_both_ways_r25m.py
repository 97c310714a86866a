"""A copied request (a fork's pending decision) offers the same options as the original, each
its own, whichever way `Request.copy` copies an option's fields beyond its four slots:
through the option's own `__dict__` (protocol.py `_COPY_BY_DICT`, CPython) or field by field
(PyPy, the other branch, forced here by setting the module flag). Each copy stores exactly the
fields its original stores, in the same order (one layout a shape), including a field whose
value is a falsy 0 (an effect index, the first zone); `Option.copy` does the same for one option.
A field changed on a copy changes nothing on the original, nor the reverse."""

import pytest

from duelist.engine import protocol
from duelist.engine.protocol import FIELDS, Option, Request
from duelist.testing.walks import random_decisions
from tests.engine.test_options_built_by_hand import PAIRS


def _options():
    return [
        Option(0, "end_turn"),
        Option(1, "attack", 12, "Dark Magician", target=40, target_name="Summoned Skull"),
        Option(2, "attack", 12, "Dark Magician", target="player"),
        Option(3, "change_position", 12, "Dark Magician", position="defense"),
        Option(4, "activate", 5, "Monster Reborn", effect=0),
        Option(5, "activate", 6, "Sangan", target=41, target_name="Witch", effect=1),
        Option(6, "zone", 7, "Main Monster Zone 1", zone=0),
        Option(7, "zone", 7, "Main Monster Zone 3", zone=2),
        Option(8, "summon", 9, "Gemini Elf", position="attack", zone=4),
        Option(9, "activate", 10, "Call of the Haunted", 42, "Jinzo", "attack", 2, 3),
        Option(10, "option", None, "Yes"),
    ]


def _same(copy, original):
    assert copy is not original
    assert type(copy) is Option
    assert [getattr(copy, f) for f in FIELDS] == [getattr(original, f) for f in FIELDS]
    # the fields stored beyond the slots: the same ones, in the same order
    assert list(vars(copy).items()) == list(vars(original).items())
    assert copy.to_dict() == original.to_dict()
    assert copy.key == original.key and copy.label == original.label


@pytest.mark.parametrize("by_dict", [True, False])
def test_a_copied_request_offers_each_option_as_it_was_built(monkeypatch, by_dict):
    monkeypatch.setattr(protocol, "_COPY_BY_DICT", by_dict)
    options = _options()
    request = Request(1, "idle", "Main Phase 1", options)
    copied = request.copy()
    assert type(copied) is Request and copied is not request
    assert (copied.player, copied.kind, copied.prompt) == (1, "idle", "Main Phase 1")
    assert copied.options is not request.options and len(copied.options) == len(options)
    for copy, original in zip(copied.options, options):
        _same(copy, original)
    # each side's options are its own
    for copy in copied.options:
        copy.target = copy.zone = copy.effect = "changed"
        copy.name = "changed"
    fresh = _options()
    for original, again in zip(options, fresh):
        assert [getattr(original, f) for f in FIELDS] == [getattr(again, f) for f in FIELDS]
        assert list(vars(original)) == list(vars(again))
    for original in options:
        original.position = "changed"
    assert [c.position for c in copied.options] == [o.position for o in _options()]
    assert all(getattr(Option, f) is None for f in ("target", "target_name", "position", "effect", "zone"))


def test_an_option_copied_alone_stores_the_fields_it_was_built_with():
    for original in _options():
        _same(original.copy(), original)


@pytest.mark.parametrize("by_dict", [True, False])
def test_a_forks_pending_options_are_the_originals_either_way(monkeypatch, by_dict):
    """Forks of random duels on two of the bench's pairs, with the flag set either way: the
    fork's pending options show what the original's show, stored the same way."""
    monkeypatch.setattr(protocol, "_COPY_BY_DICT", by_dict)
    forks = 0
    for duel, where in random_decisions(PAIRS[2:3], seeds=range(1)):
        if len(duel.answers) % 7:
            continue
        fork = duel.fork()
        for copy, original in zip(fork.request.options, duel.request.options):
            _same(copy, original)
        assert len(fork.request.options) == len(duel.request.options), where
        forks += 1
    assert forks > 20
