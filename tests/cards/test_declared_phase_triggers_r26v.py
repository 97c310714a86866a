"""The GY triggers on a phase that declare their moment (`Effect(..., during=During(...))`,
engine/effects.py): trigger collection passes such a card by at any other phase of either
turn without asking its `match`, so a phase wrongly left out of a declaration shows here as a
card that does not come back when its text says it does.

- Sacred Phoenix of Nephthys: "During the Standby Phase of your next turn" after a card effect
  destroyed it: its owner's Standby Phase only (both the 2005 and today's text).
- Vampire Lord: "during your next Standby Phase" after an opponent's card effect destroyed it
  (the 2005 and the OCG text, 次の自分のスタンバイフェイズ): its owner's Standby Phase only.
- Sinister Serpent: "During your Standby Phase, if this card is in your GY": its owner's
  Standby Phase only, every one of them.
And in random duels of the Goat decks that carry them, at every decision, each declaring card
in a GY is checked against its own `match` at every phase its declaration leaves out
(duelist/testing/invariants.py `check_declared_phases`, part of `check_kept_answers`)."""

import pytest

from duelist.agents import RandomAgent
from duelist.cards.common import During, Effect, TRIGGER
from duelist.deck.formats import load_bundled_deck
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.effects import ALL_PHASES
from duelist.testing.invariants import check_declared_phases
from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _index(duel, kind, **fields):
    for e in duel.log:
        if e["type"] == kind and all(e.get(k) == v for k, v in fields.items()):
            return e["i"]
    return None


def _turn_of(duel, i):
    """The turn the log entry with index `i` belongs to."""
    turn = None
    for e in duel.log:
        if e["i"] > i:
            break
        if e["type"] == "turn":
            turn = e["turn"]
    return turn


# ------------------------------------------------------------------ Vampire Lord
def test_vampire_lord_destroyed_in_its_controllers_turn_waits_for_its_owners_next_standby_phase():
    """Player 1's Ring of Destruction destroys player 0's Vampire Lord in player 0's Standby
    Phase (turn 3): "your next Standby Phase" is not player 1's of turn 4 (it stays in the GY
    through it) but player 0's of turn 5, where it comes back."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, "Vampire Lord")
    table.spell_trap(1, "Ring of Destruction")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    table.deck(1, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ring of Destruction", player=1)
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    assert grave(duel, 0) == ["Vampire Lord"]
    s.end_turn()
    assert duel.turn == 4 and duel.turn_player == 1 and duel.request.kind == "idle"
    assert grave(duel, 0) == ["Vampire Lord"] and _index(duel, "chain", name="Vampire Lord") is None
    s.end_turn()
    s.pick("option", "Attack Position", request="option", player=0)
    assert duel.turn == 5 and duel.turn_player == 0
    assert field_monsters(duel, 0) == ["Vampire Lord"]
    chain = _index(duel, "chain", name="Vampire Lord")
    assert _turn_of(duel, chain) == 5


def test_vampire_lord_comes_back_in_its_own_standby_phase_after_the_opponents_turn():
    """Destroyed by the opponent's Dark Hole in the opponent's turn 3: back in player 0's
    Standby Phase of turn 4 (the declaration names the Standby Phase of both turns)."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(1, "Dark Hole")
    table.monster(0, "Vampire Lord")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    s.end_turn()
    s.pick("option", "Attack Position", request="option", player=0)
    assert duel.turn == 4 and field_monsters(duel, 0) == ["Vampire Lord"]


# ------------------------------------------------------------------ Sacred Phoenix of Nephthys
@pytest.mark.parametrize("rules", ["GOAT", None])
def test_sacred_phoenix_destroyed_in_its_owners_turn_waits_for_its_owners_next_standby_phase(rules):
    """Player 0's own Dark Hole destroys their Sacred Phoenix of Nephthys in turn 3: not back
    in player 1's Standby Phase of turn 4, back in player 0's of turn 5 (the 2005 text under
    the Goat rules, today's otherwise)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.monster(0, "Sacred Phoenix of Nephthys")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    table.deck(1, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    assert grave(duel, 0) == ["Dark Hole", "Sacred Phoenix of Nephthys"] or \
        sorted(grave(duel, 0)) == ["Dark Hole", "Sacred Phoenix of Nephthys"]
    s.end_turn()
    assert duel.turn == 4 and duel.request.kind == "idle" and duel.request.player == 1
    assert field_monsters(duel, 0) == []
    s.end_turn()
    s.pick("option", "Attack Position", request="option", player=0)
    assert duel.turn == 5 and field_monsters(duel, 0) == ["Sacred Phoenix of Nephthys"]
    assert _turn_of(duel, _index(duel, "chain", name="Sacred Phoenix of Nephthys")) == 5


# ------------------------------------------------------------------ Sinister Serpent
def test_sinister_serpent_is_offered_in_its_owners_standby_phase_only():
    """Sinister Serpent in player 0's GY: nothing in player 1's Standby Phase (turn 4); in
    player 0's (turn 5) they may take it back to the hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Sinister Serpent")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    table.deck(1, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    assert duel.turn == 4 and duel.request.kind == "idle" and duel.request.player == 1
    assert _index(duel, "chain", name="Sinister Serpent") is None
    s.end_turn()
    while duel.request.kind != "idle":
        yes = [o for o in duel.request.options if o.kind in ("yes", "activate")]
        s.answer(yes[0] if yes else duel.request.options[0])
    assert duel.turn == 5 and "Sinister Serpent" in hand(duel, 0)


# ------------------------------------------------------------------ the declaration itself
def test_a_declared_moment_is_a_during_without_a_rest_on_a_phase_trigger():
    with pytest.raises(ValueError):
        Effect(TRIGGER, events="phase", range=(S.GRAVE,), during=During(own=(S.PHASE_STANDBY,), rest=bool))
    with pytest.raises(ValueError):
        Effect(TRIGGER, events="moved", range=(S.GRAVE,), during=During(own=(S.PHASE_STANDBY,)))
    with pytest.raises(ValueError):
        Effect(TRIGGER, events="phase", range=(S.GRAVE,), during=(S.PHASE_STANDBY,))


def test_a_script_is_passed_by_only_at_the_phases_none_of_its_away_phase_triggers_names():
    """`CardScript.phase_moments`: the union of its GY/banished phase triggers' declarations,
    (its controller's turn, the opponent's); every phase for one that declares none."""
    from duelist.cards.registry import get_script
    source = Duel(load_bundled_deck("yugi-starter"), load_bundled_deck("kaiba-starter"), seed=0).source
    standby = frozenset((S.PHASE_STANDBY,))
    for code, era, moments in ((61441708, None, (standby, frozenset())),     # Sacred Phoenix of Nephthys
                               (61441708, "2005", (standby, frozenset())),
                               (8131171, None, (standby, frozenset())),      # Sinister Serpent
                               (53839837, None, (standby, frozenset())),     # Vampire Lord
                               (31829185, None, (frozenset(ALL_PHASES), frozenset(ALL_PHASES)))):  # Dark Necrofear
        assert get_script(source.data(code), era).phase_moments == moments, (code, era)


@pytest.mark.parametrize("deck1,deck2", [
    ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
    ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
])
def test_every_declared_moment_agrees_with_its_match_in_random_duels(deck1, deck2):
    d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
    asked = 0
    for seed in range(6):
        duel = Duel(d1, d2, seed=seed)
        agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
        while duel.request is not None:
            check_declared_phases(duel)
            asked += any(c.location == S.GRAVE and c.script is not None and c.script.phase_triggers
                         for c in duel.cards)
            request = duel.request
            duel.answer(agents[request.player].choose(duel, request))
    assert asked > 50, asked
