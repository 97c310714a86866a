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


def _opponent_attacks(defender):
    """Turn 4, player 1's Battle Step: player 1's Battle Ox (1700) attacks player 0's `defender`
    (a monster card made first), player 0 holding Tragoedia; what player 0 is asked until the
    attack's end, [(request kind, Tragoedia offered)]."""
    from duelist.testing.scenario import Script, Table
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(0, defender)
    table.hand(0, "Tragoedia")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=defender)
    for _ in range(12):
        request = duel.request
        if request.player == 0 and any(o.name == "Tragoedia" for o in request.options):
            return duel, True
        if request.kind == "battle":
            return duel, False
        s.pick("pass", first=True) if s.options("pass") else s.answer(request.options[0])
    raise AssertionError("the attack never ended")


def test_tragoedia_in_the_hand_hears_the_battle_damage_beside_a_monster_that_hears_damage():
    """Tragoedia ("when you take battle damage: you can Special Summon this card from your
    hand"), made after Spirit Reaper, whose trigger on the field hears damage too: the duel
    hears damage already, and Tragoedia adds it to the types heard in the hand all the same;
    Battle Ox's attack on Spirit Reaper (not destroyed by battle) deals 1400 and Tragoedia is
    offered."""
    duel, offered = _opponent_attacks("Spirit Reaper")
    assert "damage" in duel._hears[2]
    assert offered and duel.players[0].lp == 8000 - 1400


def test_tragoedia_hears_the_battle_damage_that_comes_with_a_destruction():
    """Battle Ox destroys Celtic Guardian (1400): the battle damage comes in one batch with the
    destruction (several happenings at once), and Tragoedia in the hand is offered."""
    duel, offered = _opponent_attacks("Celtic Guardian")
    assert offered and duel.players[0].lp == 8000 - 300


def test_sinister_serpent_made_after_snatch_steal_is_looked_for_at_its_standby_phase():
    """Snatch Steal's trigger on the field hears the phases (the opponent's Standby Phase), so the
    duel hears "phase" before Sinister Serpent is made; the Serpent still adds the Standby Phase
    to the phases looked at away from the field, and returns from the GY at its player's next
    Standby Phase (a later phase than the duel's first, where every phase is looked at)."""
    from duelist.engine import state as S
    from duelist.testing.reads import hand
    from duelist.testing.scenario import Script, Table
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    ox = table.monster(1, "Battle Ox")
    snatch = table.spell_trap(0, "Snatch Steal", face_down=False, equipped_to=ox)
    table.grave(0, "Sinister Serpent")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    assert snatch.card(duel).script.hears[0] >= {"phase"}
    assert S.PHASE_STANDBY in duel._hears[3]
    s = Script(duel)
    s.end_turn()
    s.end_turn()
    assert duel.turn == 5 and duel.request.kind == "yes_no" and duel.request.player == 0
    s.pick("yes", request="yes_no", player=0)
    assert hand(duel, 0).count("Sinister Serpent") == 1
