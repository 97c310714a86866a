"""duelist/Duel-v0 (duelist/rl/env.py) as a researcher uses it: the learner's own deck in
either seat, Deck objects taken as they are, a step before reset refused clearly, the action
mask and the observation before and after an episode, a duel that ends terminating the
episode and an illegal action too (neither truncating it), the info, bad settings refused,
and the text render. Skipped without the rl extra."""

import pytest

gymnasium = pytest.importorskip("gymnasium")
np = pytest.importorskip("numpy")

from duelist.cards.db import find_card  # noqa: E402
from duelist.deck.formats import Deck  # noqa: E402
from duelist.rl.env import DuelEnv, load_deck_for_env  # noqa: E402

DECKS = dict(deck="yugi_normals", opponent_deck="kaiba_normals")
OX = find_card("Battle Ox").code
ELF = find_card("Mystical Elf").code


def one_card_decks():
    """40 Battle Ox for the learner, 40 Mystical Elf for the opponent: Deck objects, which
    are not checked as deck files are."""
    return Deck(main=[OX] * 40, name="oxen"), Deck(main=[ELF] * 40, name="elves")


def test_a_deck_object_is_used_as_it_is():
    mine, theirs = one_card_decks()
    assert load_deck_for_env(mine) is mine
    env = DuelEnv(opponent="random", deck=mine, opponent_deck=theirs, seat=0)
    assert env.decks == (mine, theirs)


@pytest.mark.parametrize("seat", [0, 1])
def test_the_learner_plays_its_own_deck_in_either_seat(seat):
    mine, theirs = one_card_decks()
    env = DuelEnv(opponent="random", deck=mine, opponent_deck=theirs, seat=seat)
    env.reset(seed=2)
    assert env.seat == seat
    view = env.duel.view(seat)
    hand = [c["code"] for c in view["players"][seat]["hand"]]
    assert hand and set(hand) == {OX}
    assert set(c["code"] for c in env.duel.view(1 - seat)["players"][1 - seat]["hand"]) == {ELF}


def test_a_fresh_environment_is_in_seat_0_with_no_duel_and_refuses_a_step():
    env = DuelEnv(**DECKS)
    assert env.duel is None and env.seat == 0 and env.steps == 0
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)


def test_the_action_mask_is_empty_before_reset_and_after_the_end():
    env = DuelEnv(opponent="random", **DECKS)
    assert not env.action_masks().any() and env.action_masks().shape == (env.action_space.n,)
    obs, _ = env.reset(seed=3)
    mask = env.action_masks()
    assert mask.sum() == len(env.duel.request.options) and mask.sum() == obs["action_mask"].sum()
    assert list(mask) == [bool(x) for x in obs["action_mask"]]
    terminated = truncated = False
    while not (terminated or truncated):
        obs, _, terminated, truncated, _ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    if terminated:
        assert env.duel.request is None
        assert not env.action_masks().any()
        for key in obs:                         # the last observation is empty
            assert not obs[key].any(), key


def test_a_duel_that_ends_terminates_the_episode_it_does_not_truncate_it():
    env = DuelEnv(opponent="random", **DECKS)
    obs, _ = env.reset(seed=3)
    terminated = truncated = False
    while not (terminated or truncated):
        obs, reward, terminated, truncated, info = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert env.duel.result is not None and "result" in info
    assert (terminated, truncated) == (True, False) and reward in (-1.0, 0.0, 1.0)


def test_info_names_the_learners_request_and_its_options():
    env = DuelEnv(opponent="random", seat=0, **DECKS)
    _, info = env.reset(seed=5)
    request = env.duel.request
    assert info["seat"] == 0 and info["turn"] == env.duel.turn
    assert info["request"] == request.kind and info["options"] == [o.label for o in request.options]


@pytest.mark.parametrize("bad", [dict(seat=2), dict(seat="0"), dict(illegal="ignore"),
                                 dict(render_mode="human")])
def test_a_bad_setting_is_refused_when_the_environment_is_made(bad):
    with pytest.raises(ValueError, match=list(bad)[0]):
        DuelEnv(**dict(DECKS, **bad))


def test_an_illegal_action_terminates_the_episode_it_does_not_truncate_it():
    env = DuelEnv(**DECKS)
    obs, _ = env.reset(seed=1)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    obs, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated) == (-1.0, True, False) and info["illegal_action"] is True
    assert not obs["action_mask"].any() and not obs["globals"].any()


def test_the_text_render_shows_both_sides_and_the_learners_options():
    assert DuelEnv.metadata == {"render_modes": ["ansi"], "render_fps": 4}
    env = DuelEnv(opponent="random", seat=0, render_mode="ansi", **DECKS)
    assert env.render() is None                 # no duel yet
    env.reset(seed=5)
    text = env.render()
    lines = text.split("\n")
    view = env.duel.view(0)
    assert lines[0] == "turn %d, %s phase" % (view["turn"], view["phase"])
    assert lines[1].startswith("you: %d LP, %d in hand, monsters: " % (view["players"][0]["lp"],
                                                                        len(view["players"][0]["hand"])))
    assert lines[2].startswith("opponent: %d LP, %d in hand, monsters: " % (view["players"][1]["lp"],
                                                                             len(view["players"][1]["hand"])))
    options = env.duel.request.options
    assert lines[3:] == ["  %d: %s" % (o.id, o.label) for o in options]
    assert DuelEnv(**DECKS).render() is None    # no render mode
