"""The PettingZoo AEC environment (duelist/rl/aec.py) as a researcher uses it, round 46q: player_0
plays `deck` and player_1 `opponent_deck`; a live agent that sends no action (None) has sent an
illegal action and loses; after the end each agent observes all zeros; either player may go
first; the default step limit. Skipped without the rl extra."""

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

from duelist.cards.db import find_card  # noqa: E402
from duelist.deck.formats import Deck  # noqa: E402
from duelist.rl.aec import DuelAECEnv  # noqa: E402

OX = find_card("Battle Ox").code
ELF = find_card("Mystical Elf").code
DECKS = dict(deck="yugi_normals", opponent_deck="kaiba_normals")


def oxen_against_elves(**settings):
    return DuelAECEnv(deck=Deck(main=[OX] * 40, name="oxen"), opponent_deck=Deck(main=[ELF] * 40, name="elves"),
                      **settings)


def test_player_0_plays_the_deck_and_player_1_the_opponent_deck():
    env = oxen_against_elves()
    env.reset(seed=5)
    for seat, code in ((0, OX), (1, ELF)):
        assert {c["code"] for c in env.duel.view(seat)["players"][seat]["hand"]} == {code}


def test_no_action_from_the_agent_to_act_is_an_illegal_action():
    env = DuelAECEnv(**DECKS)
    env.reset(seed=2)
    agent = env.agent_selection
    other = [a for a in env.possible_agents if a != agent][0]
    env.step(None)
    assert env.terminations == {"player_0": True, "player_1": True}
    assert env.rewards[agent] == -1.0 and env.rewards[other] == 1.0
    assert env.infos[agent] == {"illegal_action": agent}


def test_after_the_end_every_agent_observes_all_zeros():
    """As duelist/Duel-v0's last observation: a finished duel shows nothing more."""
    env = oxen_against_elves()
    env.reset(seed=3)
    for agent in env.agent_iter(max_iter=20000):
        obs, _, term, trunc, _ = env.last()
        env.step(None if term or trunc else int(np.flatnonzero(obs["action_mask"])[0]))
    assert env.duel.result is not None and env.duel.request is None
    for agent in env.possible_agents:
        obs = env.observe(agent)
        assert not any(obs[key].any() for key in obs), agent


def test_either_player_may_go_first_by_the_seed():
    firsts = set()
    for seed in range(8):
        env = DuelAECEnv(**DECKS)
        env.reset(seed=seed)
        firsts.add(env.duel.turn_player)
    assert firsts == {0, 1}


def test_the_default_step_limit_is_6000_answers():
    """Twice duelist/Duel-v0's 3000: both players' answers count."""
    assert DuelAECEnv(**DECKS).max_steps == 6000
