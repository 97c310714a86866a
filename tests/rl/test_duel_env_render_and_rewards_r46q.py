"""duelist/Duel-v0 (duelist/rl/env.py) as a researcher reads it, round 46q: the text render
describes the opponent's side on the opponent's line, in either seat, and a side without
monsters as "-"; a new episode counts its steps from 0; after the end the render lists no
options and a step asks for a reset; an unknown opponent is refused at once; the final reward
is +1 for the learner's win, -1 for its loss. Skipped without the rl extra."""

import pytest

gymnasium = pytest.importorskip("gymnasium")
np = pytest.importorskip("numpy")

from duelist.cards.db import find_card  # noqa: E402
from duelist.deck.formats import Deck  # noqa: E402
from duelist.rl.env import DuelEnv  # noqa: E402

OX = find_card("Battle Ox").code
ELF = find_card("Mystical Elf").code


def oxen_against_elves(**settings):
    """40 Battle Ox for the learner, 40 Mystical Elf for the opponent."""
    return DuelEnv(opponent="greedy", deck=Deck(main=[OX] * 40, name="oxen"),
                   opponent_deck=Deck(main=[ELF] * 40, name="elves"), **settings)


def play_until(env, obs, done):
    """Answer the first legal option until `done(env)` or the episode ends."""
    for _ in range(400):
        if done(env):
            return obs
        obs, _, terminated, truncated, _ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        assert not (terminated or truncated)
    raise AssertionError("never happened")


@pytest.mark.parametrize("seat", [0, 1])
def test_the_render_puts_the_opponents_monsters_on_the_opponents_line(seat):
    env = oxen_against_elves(seat=seat, render_mode="ansi")
    obs, _ = env.reset(seed=4)
    assert env.render().split("\n")[1].endswith(", monsters: -")     # the learner has none yet
    play_until(env, obs, lambda e: any(e.duel.view(1 - seat)["players"][1 - seat]["monsters"]))
    lines = env.render().split("\n")
    view = env.duel.view(seat)

    def side(who, p):
        s = view["players"][p]
        monsters = ", ".join(m.get("name", "face-down") for m in s["monsters"] if m) or "-"
        return "%s: %d LP, %d in hand, monsters: %s" % (who, s["lp"], len(s["hand"]), monsters)

    assert side("", seat) != side("", 1 - seat)        # the two sides differ
    assert lines[1:3] == [side("you", seat), side("opponent", 1 - seat)]


def first_legal(obs):
    return int(np.flatnonzero(obs["action_mask"])[0])


def test_a_new_episode_counts_its_steps_from_zero():
    """`max_steps` is per episode: the steps of the one before do not count."""
    env = oxen_against_elves(seat=0, max_steps=6)
    obs, _ = env.reset(seed=1)
    for _ in range(4):
        obs, _, terminated, truncated, _ = env.step(first_legal(obs))
        assert not (terminated or truncated)
    obs, _ = env.reset(seed=2)
    for n in range(1, 7):
        obs, _, terminated, truncated, _ = env.step(first_legal(obs))
        assert not terminated and truncated == (n == 6), n


def test_the_render_after_the_end_lists_no_options():
    env = oxen_against_elves(seat=1, render_mode="ansi")
    obs, _ = env.reset(seed=3)
    terminated = truncated = False
    while not (terminated or truncated):
        obs, _, terminated, truncated, _ = env.step(first_legal(obs))
    assert terminated and env.duel.request is None
    lines = env.render().split("\n")
    assert len(lines) == 3 and lines[1].startswith("you: ") and lines[2].startswith("opponent: ")


def test_a_step_after_the_end_asks_for_a_reset():
    env = oxen_against_elves(seat=0)
    obs, _ = env.reset(seed=3)
    terminated = False
    while not terminated:
        obs, _, terminated, _, _ = env.step(first_legal(obs))
    with pytest.raises(RuntimeError, match="over.*reset"):
        env.step(0)


def test_an_unknown_opponent_is_refused_when_the_environment_is_made():
    """Not at the first reset, perhaps on a remote worker."""
    with pytest.raises(ValueError, match="unknown agent 'nobody'"):
        DuelEnv(opponent="nobody")


@pytest.mark.parametrize("seat", [0, 1])
def test_the_final_reward_is_plus_one_for_the_learners_win_and_minus_one_for_its_loss(seat):
    outcomes = set()
    for seed in range(3):
        env = oxen_against_elves(seat=seat)
        obs, _ = env.reset(seed=seed)
        terminated = truncated = False
        while not (terminated or truncated):
            obs, reward, terminated, truncated, info = env.step(first_legal(obs))
        winner = info["result"]["winner"]
        expected = 0.0 if winner is None else (1.0 if winner == seat else -1.0)
        assert reward == expected, (seed, winner)
        outcomes.add(reward)
    assert outcomes - {0.0}
