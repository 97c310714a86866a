"""Agents answer through the same protocol and only ever pick legal options."""

import pytest

from duelist.agents import GreedyAgent, RandomAgent, make_agent, play_out
from duelist.engine.duel import Duel
from duelist.testing import Script, Table
from duelist.testing.property import default_decks


@pytest.mark.parametrize("names", [("random", "random"), ("greedy", "random"), ("greedy", "greedy")])
def test_agents_finish_duels(names):
    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=17)
    agents = (make_agent(names[0], 1), make_agent(names[1], 2))
    decisions = play_out(duel, agents)
    assert duel.result is not None and decisions == len(duel.answers)


def test_greedy_beats_random_most_of_the_time():
    d0, d1 = default_decks()
    wins = 0
    for seed in range(20):
        duel = Duel(d0, d1, seed=seed, first_player=seed % 2)
        play_out(duel, (GreedyAgent(), RandomAgent(seed)))
        wins += duel.winner == 0
    assert wins >= 15


def test_greedy_attacks_directly_when_it_can():
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    choice = GreedyAgent().choose(duel, duel.request)
    assert choice.kind == "attack" and choice.target == "player"


def test_greedy_does_not_attack_into_a_stronger_monster():
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    assert GreedyAgent().choose(duel, duel.request).kind == "end_battle"


def test_make_agent_rejects_unknown_names():
    with pytest.raises(ValueError):
        make_agent("oracle")


def test_greedy_makes_an_extra_deck_summon_that_improves_its_board():
    """Greedy Xyz Summons Gem-Knight Pearl (2600 ATK) from two Level 4 monsters weaker than it,
    and Link Summons no Link Spider (1000 ATK) from a stronger Normal Monster (issue #10)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Gem-Knight Pearl")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Vorse Raider")
    duel = table.build()
    choice = GreedyAgent().choose(duel, duel.request)
    assert choice.kind == "xyz_summon" and choice.name == "Gem-Knight Pearl"
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Link Spider")
    table.monster(0, "Vorse Raider")
    duel = table.build()
    assert Script(duel).has("link_summon", "Link Spider")
    assert GreedyAgent().choose(duel, duel.request).kind != "link_summon"
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Link Spider")
    table.monster(0, "Mystical Elf")       # 800 ATK
    duel = table.build()
    choice = GreedyAgent().choose(duel, duel.request)
    assert choice.kind == "link_summon" and choice.name == "Link Spider"


def test_greedy_gives_its_weakest_monsters_as_materials():
    """An Xyz Summon of Gem-Knight Pearl from Vorse Raider (1900 ATK), Battle Ox (1700)
    and Celtic Guardian (1400): the greedy agent stacks the two weakest and keeps Vorse
    Raider, where the first legal materials would be Vorse Raider and Battle Ox."""
    table = Table(turn=3, turn_player=0)
    table.extra(0, "Gem-Knight Pearl")
    table.monster(0, "Vorse Raider")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    greedy = GreedyAgent()
    duel.answer(duel.request.find(kind="xyz_summon")[0])
    while duel.request.kind != "idle":          # the materials, the position, the zone
        duel.answer(greedy.choose(duel, duel.request))
    pearl = [c for c in duel.monsters(0) if c.name == "Gem-Knight Pearl"][0]
    assert sorted(m.name for m in duel.materials_of(pearl)) == ["Battle Ox", "Celtic Guardian"]
    assert "Vorse Raider" in [c.name for c in duel.monsters(0)]


def waboku_table():
    """Player 1's turn: it holds Battle Ox; player 0 has a Set Waboku and Mystical Elf."""
    table = Table(turn=4, turn_player=1, phase="main1")
    table.hand(1, "Battle Ox")
    table.monster(0, "Mystical Elf")
    table.spell_trap(0, "Waboku")
    table.deck(0, ["Celtic Guardian", "Koumori Dragon"])
    table.deck(1, ["Celtic Guardian", "Koumori Dragon"])
    return table.build()


def test_with_timing_hints_greedy_keeps_waboku_for_an_attack():
    """The plain greedy agent answers the opponent's summon with Waboku; with timing hints
    (the search agent's own policy) it passes there and activates Waboku when the attack
    comes."""
    duel = waboku_table()
    duel.answer(duel.request.find(kind="summon")[0])
    while duel.request.player == 1 and duel.request.kind != "idle":
        duel.answer(GreedyAgent().choose(duel, duel.request))
    request = duel.request
    assert request.player == 0 and request.kind == "chain"
    assert GreedyAgent().choose(duel, request).name == "Waboku"
    timed = GreedyAgent(timing=True)
    assert timed.choose(duel, request).kind == "pass"
    duel.answer(timed.choose(duel, request))
    while not (duel.request.player == 0 and duel.request.kind == "chain" and duel.view(0)["attack"]):
        request = duel.request
        if request.player == 0:                 # a window before the attack: it keeps Waboku
            assert timed.choose(duel, request).kind == "pass"
            duel.answer(timed.choose(duel, request))
        elif request.kind == "idle" and request.find(kind="battle"):
            duel.answer(request.find(kind="battle")[0])
        elif request.kind == "battle" and request.find(kind="attack"):
            duel.answer(request.find(kind="attack")[0])
        else:
            duel.answer(GreedyAgent().choose(duel, request))
    assert timed.choose(duel, duel.request).name == "Waboku"
