"""A duel's happening types are its own (`Duel._hears`, effects.py `NO_HEARS`): the types its
cards' triggers hear, the types its effects answer, the types its triggers that work in the hand
hear and the phases its triggers away from the field declare, each the union of its cards'
`CardScript.hears`, made as its cards are made. The engine's shortcuts read them -- a batch of a
type no trigger hears is closed without looking for candidates (chain.py `_mark_batch`), a window
opened by a type no effect answers asks nobody whose candidates all answer one (`_window`) --, so
what a duel asks and the path it takes do not depend on which other scripts the process has made
(before stop 47 they were the process's: a test suite, a server or a training run over many
decks made every duel take the long way for any type some other deck's card hears).

Ruled here after every bundled card script has been made in this process (both eras): a duel
of Normal Monsters hears and answers nothing, a starter-deck duel exactly what its own cards'
scripts do, a fork shares its original's types; and round 45c's Deck Devastation Virus position
closes its unheard batches, one happening and several at once, without the field's roles."""

import sys

from duelist.cards.db import get_card
from duelist.cards.registry import get_script, script_index
from duelist.deck.formats import load_bundled_deck
from duelist.engine.duel import Duel
from duelist.engine.effects import NO_HEARS
from duelist.testing.property import starter_decks


def _make_every_script():
    made = 0
    for code in list(script_index()):
        for era in (None, "GOAT"):
            if get_script(get_card(code), era) is not None:
                made += 1
    assert made > 250


def _union(duel, index):
    return {t for card in duel.cards if card.script is not None and card.script.hears is not None
            for t in card.script.hears[index]}


def test_a_duel_hears_only_what_its_own_cards_hear_whatever_scripts_the_process_made():
    _make_every_script()
    normals = Duel(load_bundled_deck("yugi_normals"), load_bundled_deck("kaiba_normals"), seed=1)
    assert normals._hears == NO_HEARS
    duel = Duel(*starter_decks(), seed=1)
    for index in range(4):
        assert duel._hears[index] == _union(duel, index), index
    assert "summoned" in duel._hears[0] and "activated" not in duel._hears[0]
    assert duel.fork()._hears == duel._hears


def _a_script_that_hears_activations_and_targets():
    """A script made in this process and held by no duel: Battle Ox with a trigger on a card's
    activation and on its targets (never put in the registry)."""
    import types
    from duelist.cards.common import TRIGGER, Effect
    from duelist.cards.db import find_card
    from duelist.engine.effects import CardScript
    module = types.SimpleNamespace(DESCRIPTION="made, never dealt", EFFECTS=[
        Effect(TRIGGER, events=("activated", "targeted"), resolve=lambda ctx: None, label="hears")])
    return CardScript(find_card("Battle Ox"), module)


def test_round_45cs_unheard_batches_are_closed_without_the_field_roles_after_every_script_is_made():
    """The Virus position of tests/engine/test_unheard_happening_while_an_effect_lasts_r45c.py,
    with every bundled script made first and a script that hears activations and targets made
    in the process but dealt to no duel: the position's activations (one happening, and an
    activation with its target at once) are still of types no trigger of the duel hears, and are
    closed without the field's roles (CPython's opcode trace; PyPy runs none). Before stop 47 the
    process's types held them and both batches took the long way."""
    if hasattr(sys, "pypy_version_info"):
        return
    _make_every_script()
    assert "activated" in _a_script_that_hears_activations_and_targets().trigger_events
    from tests.engine.test_unheard_happening_while_an_effect_lasts_r45c import (
        test_an_unheard_happening_is_closed_without_the_field_roles as closed_without_the_roles)
    closed_without_the_roles()
