"""The PettingZoo AEC environment (duelist/rl/aec.py) as a researcher uses it: a seed gives
the same duel, rewards start at 0, the action just past the last option is an illegal
action (a loss, not a traceback), the step limit truncates at exactly `max_steps`, an
ordinary end says nothing of illegal actions, and the text render. Skipped without the rl
extra."""

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

from duelist.rl.aec import DuelAECEnv  # noqa: E402

DECKS = dict(deck="yugi_normals", opponent_deck="kaiba_normals")


def first_legal(obs):
    return int(np.flatnonzero(obs["action_mask"])[0])


def test_the_same_seed_deals_the_same_duel():
    one, two = DuelAECEnv(**DECKS), DuelAECEnv(**DECKS)
    one.reset(seed=7)
    two.reset(seed=7)
    assert one.duel.view(None) == two.duel.view(None)
    assert one.duel.view(0) == two.duel.view(0) and one.agent_selection == two.agent_selection
    for _ in range(30):
        obs, _, term, trunc, _ = one.last()
        action = None if term or trunc else first_legal(obs)
        one.step(action)
        two.step(action)
    assert one.duel.view(None) == two.duel.view(None)


def test_rewards_start_at_zero():
    env = DuelAECEnv(**DECKS)
    env.reset(seed=1)
    assert env.rewards == {"player_0": 0.0, "player_1": 0.0}
    assert env.last()[1] == 0.0
    assert env.infos == {"player_0": {}, "player_1": {}}


def test_the_action_just_past_the_last_option_is_illegal_and_loses():
    env = DuelAECEnv(**DECKS)
    env.reset(seed=2)
    agent = env.agent_selection
    obs = env.observe(agent)
    count = len(env.duel.request.options)
    assert obs["action_mask"].sum() == count and obs["action_mask"][count] == 0
    env.step(count)                     # one past the last option
    other = [a for a in env.possible_agents if a != agent][0]
    assert env.terminations == {"player_0": True, "player_1": True}
    assert env.rewards[agent] == -1.0 and env.rewards[other] == 1.0
    assert env.infos[agent] == {"illegal_action": agent} and env.infos[other] == {"illegal_action": agent}


def test_an_ordinary_end_says_nothing_of_illegal_actions():
    env = DuelAECEnv(**DECKS)
    env.reset(seed=4)
    for agent in env.agent_iter(max_iter=20000):
        obs, reward, termination, truncation, info = env.last()
        env.step(None if termination or truncation else first_legal(obs))
    assert env.duel.result is not None
    winner = env.duel.result["winner"]
    assert all("illegal_action" not in env.infos.get(a, {}) for a in env.possible_agents)
    assert winner in (0, 1, None)


@pytest.mark.parametrize("limit", [1, 5])
def test_the_step_limit_truncates_after_exactly_max_steps_answers(limit):
    env = DuelAECEnv(max_steps=limit, **DECKS)
    env.reset(seed=3)
    for n in range(limit):
        assert not any(env.truncations.values()), n
        env.step(first_legal(env.observe(env.agent_selection)))
    assert env.truncations == {"player_0": True, "player_1": True}
    assert env.steps == limit


def test_the_environment_says_it_is_not_parallelizable():
    """Agents act one at a time, as the duel asks them (no parallel wrapper)."""
    assert DuelAECEnv.metadata["is_parallelizable"] is False
    assert DuelAECEnv.metadata["render_modes"] == ["ansi"]


def test_the_text_render_gives_the_turn_and_both_life_points():
    env = DuelAECEnv(render_mode="ansi", **DECKS)
    assert env.render() is None
    env.reset(seed=1)
    view = env.duel.view(None)
    assert env.render() == "turn %d: LP %d / %d" % (view["turn"], view["players"][0]["lp"],
                                                     view["players"][1]["lp"])
    quiet = DuelAECEnv(**DECKS)
    quiet.reset(seed=1)
    assert quiet.render() is None
