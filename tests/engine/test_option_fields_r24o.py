"""An option is built with the fields it has (protocol.py `Option`, round 24o): id, kind, card
and name always (slots), then, in its __dict__, only those of target, target_name, position,
effect and zone that are not None; a field left out reads None from the class. What a player is offered must not
depend on how the option was built: at every decision of random duels on the bench's deck
pairs, each option of every kind the menus make is field for field, and by its dictionary,
key and label (what the protocol, replays and views show), the option built the old way, with
all nine fields stored; a fork's options are its own, whichever fields they store, and the
class's None is never changed by setting a field on one option."""

from duelist.engine.protocol import FIELDS, Option, Request
from duelist.testing.walks import random_decisions
from tests.engine.test_options_built_by_hand import PAIRS

LEFT_OUT = ("target", "target_name", "position", "effect", "zone")

# the kinds the menus build (turn.py `_main_menu`, `_summon_options`, battle.py `_battle_menu`,
# `_add_target_options`) and the questions the duels of the bench's pairs ask most
MENU_KINDS = (("idle", "summon"), ("idle", "set"), ("idle", "change_position"), ("idle", "flip_summon"),
              ("idle", "set_spell"), ("idle", "battle"), ("idle", "end_turn"), ("idle", "activate"),
              ("battle", "attack"), ("battle", "end_battle"), ("zone", "zone"))

# the kinds turn.py and battle.py build by hand
OWN_LAYOUT = ("summon", "set", "change_position", "flip_summon", "set_spell", "battle", "end_turn",
              "attack", "end_battle")


def _old_way(option):
    """The option as the menus built it before round 24o: every one of the nine fields stored
    (the five beyond the slots in its __dict__)."""
    old = object.__new__(Option)
    for field in FIELDS:
        object.__setattr__(old, field, getattr(option, field))
    return old


def test_every_option_shows_what_the_option_with_all_nine_fields_stored_shows():
    kinds = set()
    for duel, where in random_decisions(PAIRS, seeds=range(2)):
        request = duel.request
        for option in request.options:
            old = _old_way(option)
            assert len(vars(old)) == 5, where
            assert [getattr(option, f) for f in FIELDS] == [getattr(old, f) for f in FIELDS], where
            assert option.to_dict() == old.to_dict(), where
            assert option.key == old.key and option.label == old.label, where
            # id, kind, card and name are stored on every option (slots); its __dict__ holds
            # only fields of the five
            for field in ("id", "kind", "card", "name"):
                assert object.__getattribute__(option, field) == getattr(old, field), where
            stored = list(vars(option))
            for field in stored:
                assert field in LEFT_OUT, where
            if option.kind in OWN_LAYOUT:
                # one layout a shape (PyPy's maps): exactly the fields not None, in LEFT_OUT's order
                assert stored == [f for f in LEFT_OUT if getattr(option, f) is not None], where
            kinds.add((request.kind, option.kind))
    for kind in MENU_KINDS:
        assert kind in kinds, kind


def test_a_field_left_out_reads_none_and_the_class_keeps_none():
    made = Option(3, "end_turn")
    assert [getattr(made, f) for f in FIELDS] == [3, "end_turn"] + [None] * 7
    assert made.to_dict() == {"id": 3, "kind": "end_turn", "label": "End the turn"}
    assert made.key == "end_turn"
    attack = Option(0, "attack", 12, "Dark Magician", 40, "Summoned Skull")
    assert (attack.target, attack.target_name, attack.position, attack.effect, attack.zone) == \
        (40, "Summoned Skull", None, None, None)
    assert attack.key == "attack:12:40" and attack.label == "Attack with Dark Magician -> Summoned Skull"
    attack.zone = 2                     # set on one option: the others, and the class, still read None
    assert made.zone is None and Option.zone is None
    assert all(getattr(Option, f) is None for f in LEFT_OUT)


def test_a_forks_options_are_its_own():
    """A fork's pending options are copies: changing one side's option, a stored field or a
    field left at the class's None, changes nothing on the other side."""
    forks = 0
    for duel, where in random_decisions(PAIRS[1:3], seeds=range(1)):
        if len(duel.answers) % 5:
            continue
        request = duel.request
        before = [o.to_dict() for o in request.options]
        fork = duel.fork()
        mine = fork.request.options
        assert [o.to_dict() for o in mine] == before, where
        for theirs, copy in zip(request.options, mine):
            assert copy is not theirs, where
            assert [getattr(copy, f) for f in FIELDS] == [getattr(theirs, f) for f in FIELDS], where
        copied = request.copy()
        assert type(copied) is Request and [o.to_dict() for o in copied.options] == before, where
        for option in mine + copied.options:
            option.target = option.zone = option.name = "changed"
        assert [o.to_dict() for o in request.options] == before, where
        for option in request.options:
            option.effect = 99
        assert all(o.effect is None or o.effect != 99 for o in mine), where
        for option, old in zip(request.options, before):            # the walk goes on unchanged
            option.effect = old.get("effect")
            if option.effect is None:
                del option.effect
        assert [o.to_dict() for o in request.options] == before, where
        assert all(getattr(Option, f) is None for f in LEFT_OUT)
        forks += 1
    assert forks > 100


def test_an_option_of_the_request_whose_id_no_longer_names_its_place_is_refused():
    """`Duel.answer` takes an option of the pending request at the place its id names (an int
    from 0); an option whose id was changed to a negative number, a place past the end, a bool
    or a float is an illegal answer, and the duel is unchanged. An equal option
    made anew, with the right id, is the same answer."""
    import pytest
    from duelist.engine.duel import Duel
    from duelist.engine.events import log_bytes
    from duelist.engine.protocol import IllegalAnswerError
    from duelist.testing.property import default_decks

    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=1, first_player=0)
    request = duel.request
    last = request.options[-1]
    n = len(request.options)
    before = log_bytes(duel.log)
    for bad in (-1, -n, n, n + 3, True, 1.0):
        last.id = bad
        with pytest.raises(IllegalAnswerError):
            duel.answer(last)
        assert duel.request is request and duel.answers == [] and log_bytes(duel.log) == before
    last.id = n - 1
    again = Option(n - 1, last.kind, last.card, last.name, last.target, last.target_name,
                   last.position, last.effect, last.zone)
    duel.answer(again)
    assert duel.answers == [n - 1]
