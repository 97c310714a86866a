"""Train a small numpy policy on duelist/Duel-v0 (REINFORCE, a linear softmax over the
legal options' features) and compare it with random play against the random agent.

    pip install 'duelist[rl]'
    python examples/train_numpy_policy.py --episodes 300 --eval 100

The policy scores each legal option by a dot product of its feature row
(obs["options"][i]) with one weight vector, picks by softmax while training and the best
option when evaluated. Whole-duel return (+1 win, -1 loss), a running-mean baseline.
"""

import argparse
import time

import gymnasium as gym
import numpy as np

import duelist.rl  # noqa: F401  (registers duelist/Duel-v0)


def scores(weights, obs):
    mask = obs["action_mask"].astype(bool)
    legal = np.flatnonzero(mask)
    return legal, obs["options"][legal] @ weights


def run_episode(env, weights, rng, seed, train=True):
    obs, _ = env.reset(seed=seed)
    grads = []
    while True:
        legal, s = scores(weights, obs)
        if train:
            p = np.exp(s - s.max())
            p /= p.sum()
            k = rng.choice(len(legal), p=p)
            feats = obs["options"][legal]
            grads.append(feats[k] - p @ feats)
        elif weights is None:
            k = rng.integers(len(legal))
        else:
            k = int(np.argmax(s))
        obs, reward, terminated, truncated, _ = env.step(int(legal[k]))
        if terminated or truncated:
            return reward, grads


def evaluate(env, weights, episodes, seed):
    rng = np.random.default_rng(seed)
    wins = 0
    for n in range(episodes):
        if weights is None:
            obs, _ = env.reset(seed=seed + n)
            while True:
                legal = np.flatnonzero(obs["action_mask"])
                obs, reward, terminated, truncated, _ = env.step(int(rng.choice(legal)))
                if terminated or truncated:
                    break
        else:
            reward, _ = run_episode(env, weights, rng, seed + n, train=False)
        wins += reward > 0
    return wins / float(episodes)


def wilson(p, n, z=1.96):
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--episodes", type=int, default=300)
    parser.add_argument("--eval", type=int, default=100)
    parser.add_argument("--lr", type=float, default=0.05)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--deck", default="yugi-starter")
    parser.add_argument("--opponent-deck", default="kaiba-starter")
    args = parser.parse_args()
    env = gym.make("duelist/Duel-v0", opponent="random", deck=args.deck, opponent_deck=args.opponent_deck)
    rng = np.random.default_rng(args.seed)
    weights = np.zeros(env.observation_space["options"].shape[1])
    baseline = 0.0
    start = time.perf_counter()
    for episode in range(args.episodes):
        reward, grads = run_episode(env, weights, rng, seed=args.seed * 1000003 + episode)
        advantage = reward - baseline
        baseline += 0.05 * (reward - baseline)
        if grads:
            weights += args.lr * advantage * np.mean(grads, axis=0)
        if (episode + 1) % 50 == 0:
            print("episode %d: running return %.2f (%.0f s)" % (episode + 1, baseline, time.perf_counter() - start))
    eval_seed = 10 ** 6 + args.seed
    trained = evaluate(env, weights, args.eval, eval_seed)
    uniform = evaluate(env, None, args.eval, eval_seed)
    for label, rate in (("trained linear policy", trained), ("uniform random policy", uniform)):
        low, high = wilson(rate, args.eval)
        print("%s vs the random agent: %.0f%% of %d duels (95%% interval %.0f%%-%.0f%%)"
              % (label, 100 * rate, args.eval, 100 * low, 100 * high))


if __name__ == "__main__":
    main()
