"""A PettingZoo AEC environment: two learners, one duel.

    from duelist.rl.aec import DuelAECEnv
    env = DuelAECEnv(deck="yugi-starter", opponent_deck="kaiba-starter")
    env.reset(seed=0)
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        action = None if termination or truncation else policy(obs)
        env.step(action)

Agents "player_0" and "player_1" (the duel's seats). The agent to act is the one the
duel's pending request is for (a player may act several times in a row). Each agent's
observation is built from its own view only (duelist.rl.features); its action mask is
empty when it is not its decision. Rewards: +1 / -1 at the end (0 for a draw). An action
that is not a current option ends the duel as a loss for the agent that sent it.
"""

import functools

import numpy as np
from pettingzoo import AECEnv

from duelist.rl.features import DEFAULT_MAX_OPTIONS, Observer, spaces


class DuelAECEnv(AECEnv):
    metadata = {"render_modes": ["ansi"], "name": "duelist_duel_v0", "is_parallelizable": False}

    def __init__(self, deck="yugi-starter", opponent_deck="kaiba-starter", rules="MR5",
                 max_options=DEFAULT_MAX_OPTIONS, max_steps=6000, render_mode=None):
        super().__init__()
        from duelist.engine.rules import get_rules
        from duelist.rl.env import load_deck_for_env
        self.decks = (load_deck_for_env(deck), load_deck_for_env(opponent_deck))
        self.rules = get_rules(rules)
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.observer = Observer(max_options)
        self.possible_agents = ["player_0", "player_1"]
        self._spaces = spaces(max_options)
        self.duel = None
        self._rng = np.random.default_rng()

    @functools.lru_cache(maxsize=None)
    def observation_space(self, agent):
        return self._spaces[0]

    @functools.lru_cache(maxsize=None)
    def action_space(self, agent):
        return self._spaces[1]

    def reset(self, seed=None, options=None):
        from duelist.engine.duel import Duel
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        duel_seed = int(self._rng.integers(0, 2 ** 62))
        first = int(self._rng.integers(0, 2))
        self.duel = Duel(self.decks[0], self.decks[1], rules=self.rules, seed=duel_seed, first_player=first)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.steps = 0
        self.agent_selection = self.agents[self.duel.request.player]

    def observe(self, agent):
        if self.duel.request is None:
            return self.observer.empty()
        return self.observer.observe(self.duel, self.possible_agents.index(agent))

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        me = self.possible_agents.index(agent)
        request = self.duel.request
        self._clear_rewards()
        self._cumulative_rewards[agent] = 0.0
        index = -1 if action is None else int(action)
        if not 0 <= index < len(request.options):
            self._finish(1 - me, illegal=agent)
        else:
            self.duel.answer(request.options[index])
            self.steps += 1
            result = self.duel.result
            if result is not None:
                self._finish(result["winner"])
            elif self.steps >= self.max_steps:
                self.truncations = {a: True for a in self.agents}
        if self.duel.request is not None and not any(self.terminations.values()) \
                and not any(self.truncations.values()):
            self.agent_selection = self.possible_agents[self.duel.request.player]
        self._accumulate_rewards()

    def _finish(self, winner, illegal=None):
        for n, a in enumerate(self.possible_agents):
            self.rewards[a] = 0.0 if winner is None else (1.0 if n == winner else -1.0)
            self.terminations[a] = True
            if illegal is not None:
                self.infos[a] = {"illegal_action": illegal}

    def render(self):
        if self.render_mode != "ansi" or self.duel is None:
            return None
        view = self.duel.view(None)
        return "turn %d: LP %d / %d" % (view["turn"], view["players"][0]["lp"], view["players"][1]["lp"])

    def close(self):
        pass
