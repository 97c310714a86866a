"""The greedy agent and a card that comes back when discarded (found by scripts/fuzz_pairs.py:
goat_02,goat_03,random,greedy,GOAT,10430 never left turn 1)."""

from duelist.agents import GreedyAgent
from duelist.testing.scenario import Table


def test_greedy_agent_ends_the_night_assailant_hand_limit_loop():
    """2005 Night Assailant (the GOAT text) discarded for the hand limit returns itself from
    the GY, and the hand limit is asked again (seed 004 §结束阶段): a player who always
    discards the weakest card would discard it forever. The greedy agent discards another
    card the second time, and the turn ends."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="end")
    table.hand(0, "Night Assailant", "Battle Ox", "Battle Ox", "Battle Ox", "Battle Ox", "Battle Ox",
               "Battle Ox")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    agent = GreedyAgent()
    for _ in range(60):
        if duel.request is None or duel.request.player != 0:
            break
        duel.answer(agent.choose(duel, duel.request))
    assert duel.turn == 4
    hand = [c.data.name for c in duel.players[0].hand]
    assert len(hand) == 6 and "Night Assailant" in hand


def test_greedy_agent_still_discards_its_two_weakest_for_a_hand_limit_of_two():
    """Without a card coming back the agent discards as before: the weakest card, then the
    weakest left (two copies of the weakest both go)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="end")
    table.hand(0, "Kuriboh", "Kuriboh", "Battle Ox", "Battle Ox", "Battle Ox", "Battle Ox",
               "Battle Ox", "Battle Ox")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    agent = GreedyAgent()
    for _ in range(10):
        if duel.request is None or duel.request.player != 0:
            break
        duel.answer(agent.choose(duel, duel.request))
    assert duel.turn == 4
    assert sorted(c.data.name for c in duel.players[0].grave) == ["Kuriboh", "Kuriboh"]
