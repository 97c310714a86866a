"""duelist/Duel-v0 (duelist/rl/env.py) after an episode ended: once a step returned
`terminated` (an illegal action that lost the duel) or `truncated` (`max_steps`), the next
`step` is refused with a RuntimeError that asks for a reset, and the ended duel is not played
on; `reset` starts a new episode that steps again. Skipped without the rl extra."""

import pytest

gymnasium = pytest.importorskip("gymnasium")
np = pytest.importorskip("numpy")

from tests.rl.test_duel_env_render_and_rewards_r46q import oxen_against_elves  # noqa: E402


def first_legal(obs):
    return int(np.flatnonzero(obs["action_mask"])[0])


def test_a_step_after_an_illegal_action_lost_the_episode_asks_for_a_reset():
    env = oxen_against_elves(seat=0)
    obs, _ = env.reset(seed=3)
    illegal = int(obs["action_mask"].sum())            # one past the last option
    _, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info["illegal_action"]) == (-1.0, True, False, True)
    answers = len(env.duel.log)
    with pytest.raises(RuntimeError, match="call reset"):
        env.step(first_legal(obs))                       # a legal index of the old request
    assert len(env.duel.log) == answers           # the lost duel was not played on
    obs, _ = env.reset(seed=3)
    _, _, terminated, truncated, _ = env.step(first_legal(obs))
    assert not (terminated or truncated)


def test_a_step_past_max_steps_asks_for_a_reset():
    env = oxen_against_elves(seat=0, max_steps=2)
    obs, _ = env.reset(seed=5)
    obs, _, terminated, truncated, _ = env.step(first_legal(obs))
    assert not (terminated or truncated)
    obs, _, terminated, truncated, _ = env.step(first_legal(obs))
    assert (terminated, truncated) == (False, True)
    assert env.duel.request is not None                 # the duel itself goes on...
    events = len(env.duel.log)
    with pytest.raises(RuntimeError, match="call reset"):
        env.step(first_legal(obs))                       # ...but not in this episode
    assert len(env.duel.log) == events
    obs, _ = env.reset(seed=5)
    assert env.steps == 0
    _, _, terminated, truncated, _ = env.step(first_legal(obs))
    assert not (terminated or truncated)
