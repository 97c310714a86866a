"""The field triggers on a phase that declare their moment (`Effect(..., during=During(...))`
on a trigger that works on the field, read by trigger collection as
`CardScript.field_moments`): a face-up card on the field is passed by at any other phase of
either turn without asking its `match`, so a phase wrongly left out of a declaration shows
here as an effect that does not happen when its text says it does.

- Snatch Steal: "During each of your opponent's Standby Phases" the opponent gains 1000 LP:
  the opponent's Standby Phase of every one of their turns, never its controller's.
- Lava Golem: "During each of your Standby Phases" its controller takes 1000 damage: the
  Standby Phase of whoever controls it (it is Special Summoned to the opponent's field).
- The others that declare one (The Wicked Worm Beast, Exodia Necross, Dark Mimic LV1,
  Elemental HERO Flare Neos, Destiny Board, the Spirit monsters' return) are checked against
  their own `match` phase by phase, on either player's field.
And in random duels of the Goat decks that carry Snatch Steal and Lava Golem, at every
decision, each declaring card on the field is checked against its own `match` at every phase
its declaration leaves out (duelist/testing/invariants.py `check_declared_phases`)."""

import pytest

from duelist.agents import RandomAgent
from duelist.cards.common import During
from duelist.cards.db import find_card
from duelist.cards.registry import get_script
from duelist.deck.formats import load_bundled_deck
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.effects import ALL_PHASES
from duelist.testing.invariants import InvariantError, check_declared_phases
from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

DECK = ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Battle Ox", "Celtic Guardian"]


def _to_next_idle(duel, s):
    s.end_turn()
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])


def _chains_of(duel, name):
    """The turns in which a chain link of `name` was made."""
    turns, turn = [], None
    for e in duel.log:
        if e["type"] == "turn":
            turn = e["turn"]
        elif e["type"] == "chain" and e.get("name") == name:
            turns.append(turn)
    return turns


# ------------------------------------------------------------------ Snatch Steal
def test_snatch_steal_gives_the_opponent_1000_lp_in_each_of_their_standby_phases_only():
    """Player 0's Snatch Steal holds player 1's Summoned Skull from turn 3: player 1 gains
    1000 LP in their Standby Phases of turns 4 and 6, nothing at turn 3's End Phase nor in
    player 0's Standby Phase of turn 5."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Snatch Steal", face_down=False, equipped_to=skull)
    table.deck(0, DECK)
    table.deck(1, DECK)
    duel = table.build()
    s = Script(duel)
    assert lp(duel) == (8000, 8000)
    _to_next_idle(duel, s)
    assert duel.turn == 4 and lp(duel) == (8000, 9000)
    _to_next_idle(duel, s)
    assert duel.turn == 5 and lp(duel) == (8000, 9000)
    _to_next_idle(duel, s)
    assert duel.turn == 6 and lp(duel) == (8000, 10000)
    assert _chains_of(duel, "Snatch Steal") == [4, 6]


# ------------------------------------------------------------------ Lava Golem
def test_lava_golem_burns_whoever_controls_it_in_their_own_standby_phase_only():
    """Lava Golem on player 1's field (player 0's card, Special Summoned there): player 1
    takes 1000 damage in their Standby Phase of turn 4, nothing in player 0's of turn 5,
    again in player 1's of turn 6."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Lava Golem")
    table.deck(0, DECK)
    table.deck(1, DECK)
    duel = table.build()
    s = Script(duel)
    _to_next_idle(duel, s)
    assert duel.turn == 4 and lp(duel) == (8000, 7000)
    _to_next_idle(duel, s)
    assert duel.turn == 5 and lp(duel) == (8000, 7000)
    _to_next_idle(duel, s)
    assert duel.turn == 6 and lp(duel) == (8000, 6000)


# ------------------------------------------------------------------ the declarations
STANDBY = frozenset((S.PHASE_STANDBY,))
END = frozenset((S.PHASE_END,))
NONE = frozenset()
EVERY = frozenset(ALL_PHASES)

FIELD_MOMENTS = (
    ("Snatch Steal", (NONE, STANDBY)),
    ("Lava Golem", (STANDBY, NONE)),
    ("The Wicked Worm Beast", (END, NONE)),
    ("Exodia Necross", (STANDBY, NONE)),
    ("Dark Mimic LV1", (STANDBY, NONE)),
    ("Elemental HERO Flare Neos", (END, END)),
    ("Destiny Board", (NONE, END)),
    ("Tsukuyomi", (END, END)),
    ("Asura Priest", (END, END)),
    ("Dark Necrofear", (EVERY, EVERY)),          # no phase trigger on the field: never passed by there
)


@pytest.mark.parametrize("name,moments", FIELD_MOMENTS)
def test_a_script_is_passed_by_on_the_field_only_at_the_phases_its_field_phase_triggers_leave_out(name, moments):
    data = find_card(name)
    for era in (None, "2005"):
        assert get_script(data, era).field_moments == moments, (name, era)


@pytest.mark.parametrize("name", [n for n, _ in FIELD_MOMENTS if n != "Dark Necrofear"])
@pytest.mark.parametrize("player", [0, 1])
def test_each_field_declaration_agrees_with_its_match_at_every_phase_it_leaves_out(name, player):
    """The card face-up on either player's field, summoned or activated this turn: at every
    phase of either turn its declaration leaves out, its `match` says no (the oracle)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    if name in ("Snatch Steal", "Destiny Board"):
        target = table.monster(1 - player, "Summoned Skull")
        table.spell_trap(player, name, face_down=False, equipped_to=target if name == "Snatch Steal" else None)
    else:
        table.monster(player, name, summoned_this_turn=True)
    table.deck(0, DECK)
    table.deck(1, DECK)
    duel = table.build()
    check_declared_phases(duel)


def test_the_oracle_finds_a_field_declaration_that_leaves_out_a_phase_its_match_accepts(monkeypatch):
    """Snatch Steal declared at its controller's own Standby Phase (wrong: its match accepts
    the opponent's): the oracle says so."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Snatch Steal", face_down=False, equipped_to=skull)
    duel = table.build()
    steal = [c for c in duel.cards if c.name == "Snatch Steal"][0]
    effect = [e for e in steal.script.triggers if "phase" in e.events][0]
    check_declared_phases(duel)
    monkeypatch.setattr(effect, "during", During(own=(S.PHASE_STANDBY,)))
    with pytest.raises(InvariantError):
        check_declared_phases(duel)


@pytest.mark.parametrize("deck1,deck2,name", [
    ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la",
     "Snatch Steal"),
    ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005", "Lava Golem"),
])
def test_every_field_declaration_agrees_with_its_match_in_random_duels(deck1, deck2, name):
    d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
    asked = 0
    for seed in range(10):
        duel = Duel(d1, d2, seed=seed)
        agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
        while duel.request is not None:
            check_declared_phases(duel)
            asked += any(c.name == name and c.location in S.FIELD_LOCATIONS for c in duel.cards)
            request = duel.request
            duel.answer(agents[request.player].choose(duel, request))
    assert asked > 20, asked
