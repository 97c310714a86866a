"""The RL environments: Gymnasium duelist/Duel-v0 and the PettingZoo AEC env.
Skipped when the rl extra (gymnasium, pettingzoo, numpy) is not installed."""

import pytest

gymnasium = pytest.importorskip("gymnasium")
np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

import duelist.rl  # noqa: E402,F401  (registers duelist/Duel-v0)
from duelist.rl.aec import DuelAECEnv  # noqa: E402
from duelist.rl.env import DuelEnv  # noqa: E402
from duelist.rl.features import Observer, TooManyOptionsError  # noqa: E402
from duelist.testing import Table  # noqa: E402

DECKS = dict(deck="yugi_normals", opponent_deck="kaiba_normals")


def first_legal(obs):
    return int(np.flatnonzero(obs["action_mask"])[0])


def play_episode(env, seed, pick=first_legal):
    obs, info = env.reset(seed=seed)
    total, trace = 0.0, []
    while True:
        action = pick(obs)
        trace.append(action)
        obs, reward, terminated, truncated, info = env.step(action)
        total += reward
        if terminated or truncated:
            return total, trace, info


def test_gymnasium_env_checker_passes():
    from gymnasium.utils.env_checker import check_env
    env = gymnasium.make("duelist/Duel-v0", **DECKS).unwrapped
    check_env(env, skip_render_check=True)


def test_registered_env_plays_a_whole_duel_against_the_chosen_agent():
    env = gymnasium.make("duelist/Duel-v0", opponent="random", **DECKS)
    total, trace, info = play_episode(env, 3)
    assert total in (-1.0, 0.0, 1.0) and "result" in info and trace


def test_same_seed_same_episode():
    one = play_episode(DuelEnv(opponent="greedy", **DECKS), 11)
    two = play_episode(DuelEnv(opponent="greedy", **DECKS), 11)
    assert one[0] == two[0] and one[1] == two[1]


def test_observation_is_built_from_the_players_view_only():
    """Two duels that differ only in the opponent's hand give the same observation."""
    def duel(opponent_hand):
        table = Table(turn=3, turn_player=0, phase="main1")
        table.hand(0, "Battle Ox")
        table.monster(1, "Mystical Elf", position="set")
        table.hand(1, *opponent_hand)
        return table.build()
    observer = Observer()
    a = observer.observe(duel(["Dark Magician"]), 0)
    b = observer.observe(duel(["Celtic Guardian"]), 0)
    for key in a:
        assert np.array_equal(a[key], b[key]), key
    assert a["action_mask"].sum() == len(duel(["Dark Magician"]).request.options)


def test_more_options_than_the_action_space_is_a_clear_error():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox", "Celtic Guardian", "Mystical Elf")
    duel = table.build()
    with pytest.raises(TooManyOptionsError, match="max_options"):
        Observer(max_options=4).observe(duel, 0)


def test_an_illegal_action_loses_or_raises():
    env = DuelEnv(**DECKS)
    obs, _ = env.reset(seed=1)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert reward == -1.0 and terminated and info["illegal_action"]
    strict = DuelEnv(illegal="raise", **DECKS)
    strict.reset(seed=1)
    with pytest.raises(ValueError, match="not one of the"):
        strict.step(illegal)


def test_async_vector_env():
    from gymnasium.vector import AsyncVectorEnv
    envs = AsyncVectorEnv([lambda: DuelEnv(opponent="random", **DECKS) for _ in range(2)])
    try:
        obs, _ = envs.reset(seed=[1, 2])
        for _ in range(5):
            actions = [int(np.flatnonzero(m)[0]) for m in obs["action_mask"]]
            obs, rewards, term, trunc, _ = envs.step(actions)
        assert obs["options"].shape[0] == 2
    finally:
        envs.close()


def test_pettingzoo_api_test_passes():
    from pettingzoo.test import api_test
    api_test(DuelAECEnv(**DECKS), num_cycles=200)


def test_aec_two_learners_play_to_the_end():
    env = DuelAECEnv(**DECKS)
    env.reset(seed=4)
    rewards = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter(max_iter=20000):
        obs, reward, termination, truncation, info = env.last()
        rewards[agent] += reward
        env.step(None if termination or truncation else first_legal(obs))
    assert sorted(rewards.values()) in ([-1.0, 1.0], [0.0, 0.0])


def test_tokens_a_card_makes_are_observed_with_their_own_facts():
    """Scapegoat's Sheep Tokens are not in the card database; the observation takes their
    facts from the card objects (a Token is a monster)."""
    from duelist.rl.features import Observer
    from duelist.testing.scenario import Script, Table
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Scapegoat")
    duel = table.build()
    Script(duel).pick("activate", "Scapegoat")
    while duel.request is not None and duel.request.kind != "idle":
        duel.answer(duel.request.options[-1])
    assert any(c is not None and c.get("name") == "Sheep Token" for c in duel.view(0)["players"][0]["monsters"])
    obs = Observer().observe(duel, 0)
    assert obs["cards"][:, 7].sum() >= 4        # the four Tokens count as monsters


def test_token_facts_come_from_the_card_database_for_every_observer():
    """A Token's facts are in the card database (issue 10: Tokens the cards make exist
    there), so any observer of any duel reads the same facts, and no lookup is remembered
    between observers (no state shared between environments)."""
    from duelist.rl.features import CardFacts
    from duelist.testing.scenario import Script, Table
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Scapegoat")
    duel = table.build()
    Script(duel).pick("activate", "Scapegoat")
    while duel.request is not None and duel.request.kind != "idle":
        duel.answer(duel.request.options[-1])
    token = [c for c in duel.view(0)["players"][0]["monsters"] if c is not None][0]
    facts = CardFacts(duel)
    assert facts(token["code"]).name == "Sheep Token" and facts(token["code"]).is_monster
    other = CardFacts(Table(rules="MR5", turn=3, turn_player=0, phase="main1").build())
    assert other(token["code"]).name == "Sheep Token"
    from duelist.cards.db import UnknownCardError
    with pytest.raises(UnknownCardError, match="passcode 1"):
        facts(1)
