"""Bundled Goat-format decks whose every card has a script play whole duels under the GOAT
preset: invariants after every decision, and the replay reproduces the log."""

import pytest

from duelist.agents import GreedyAgent, RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine.duel import Duel
from duelist.engine.replay import run_replay
from duelist.testing.invariants import check_invariants

PLAYABLE = ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005")


@pytest.mark.parametrize("seed", [1, 2])
def test_playable_goat_decks_play_whole_duels(seed):
    decks = [load_bundled_deck(name) for name in PLAYABLE]
    duel = Duel(decks[seed % 2], decks[1 - seed % 2], rules="GOAT", seed=seed)
    agents = (RandomAgent(seed), GreedyAgent())
    totals = tuple(len(d.main) + len(d.extra) for d in (decks[seed % 2], decks[1 - seed % 2]))
    while duel.request is not None:
        duel.answer(agents[duel.request.player].choose(duel, duel.request))
        check_invariants(duel, totals)
    assert duel.result is not None
    assert run_replay(duel.replay_data()).log == duel.log


MORE = ("goat_03_chaos_turbo_worlds2020_community", "goat_06_gravekeeper_mchale_2005",
        "goat_08_burn_lockdown_face_down_fury_2005")

# the three decks with an Extra Deck of Fusion Monsters (Metamorphosis brings them out)
FUSION_DECKS = ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_02_chaos_control_community",
                "goat_07_monarch_soul_control_vargas_2005_sjc_la")


@pytest.mark.parametrize("name", MORE)
def test_more_goat_decks_play_against_themselves(name):
    deck = load_bundled_deck(name)
    duel = Duel(deck, deck, rules="GOAT", seed=3)
    agents = (RandomAgent(3), RandomAgent(4))
    totals = (len(deck.main), len(deck.main))
    while duel.request is not None:
        duel.answer(agents[duel.request.player].choose(duel, duel.request))
        check_invariants(duel, totals)
    assert duel.result is not None
    assert run_replay(duel.replay_data()).log == duel.log


@pytest.mark.parametrize("name,seed", [(FUSION_DECKS[0], 3), (FUSION_DECKS[1], 10), (FUSION_DECKS[2], 5)])
def test_goat_decks_with_fusions_play_whole_duels(name, seed):
    """The Goat Control, Chaos Control and Monarch decks (Extra Decks of Fusion Monsters) play
    whole duels under GOAT; these seeds bring a Fusion Monster out with Metamorphosis."""
    deck = load_bundled_deck(name)
    other = load_bundled_deck(FUSION_DECKS[(FUSION_DECKS.index(name) + 1) % 3])
    duel = Duel(deck, other, rules="GOAT", seed=seed)
    agents = (GreedyAgent(), RandomAgent(seed)) if seed % 2 == 0 else (RandomAgent(seed), GreedyAgent())
    totals = (len(deck.main) + len(deck.extra), len(other.main) + len(other.extra))
    while duel.request is not None:
        duel.answer(agents[duel.request.player].choose(duel, duel.request))
        check_invariants(duel, totals)
    assert duel.result is not None
    assert run_replay(duel.replay_data()).log == duel.log
    fusions = [e["name"] for e in duel.log if e["type"] == "special_summon" and e.get("from") == "extra"]
    assert fusions, "no Fusion Monster came out in this duel"
