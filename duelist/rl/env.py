"""`duelist/Duel-v0`: a Gymnasium environment, one learning player against a built-in agent.

    import gymnasium as gym
    import duelist.rl                      # registers duelist/Duel-v0
    env = gym.make("duelist/Duel-v0", opponent="greedy", deck="yugi-starter",
                   opponent_deck="kaiba-starter")
    obs, info = env.reset(seed=0)
    obs, reward, terminated, truncated, info = env.step(action)

Observations and actions: duelist.rl.features (the acting player's view only; an action is
an index into the current options, `obs["action_mask"]` marks them). Reward: +1 for a
win, -1 for a loss, 0 for a draw, at the end (0 on every other step). An action that is
not one of the current options ends the episode as a loss (reward -1,
`info["illegal_action"]`), so a policy that ignores the mask learns it quickly; pass
`illegal="raise"` for a ValueError instead. Once a step has returned `terminated` or
`truncated`, `step` raises a RuntimeError until `reset` (the duel of an ended episode is never
played on: not after an illegal action, not past `max_steps`).

Seats: `seat=None` (default) gives the learner seat 0 or 1 by the reset seed, so it goes
first half of the time; `seat=0` or `1` fixes it.
"""

import gymnasium as gym
import numpy as np

from duelist.rl.features import DEFAULT_MAX_OPTIONS, Observer, spaces


def load_deck_for_env(source):
    """A deck by file, ydke:// URL or bundled name (checked as `duelist play` checks it),
    or a Deck object as it is."""
    if hasattr(source, "main") and hasattr(source, "extra"):
        return source
    from duelist.cli.common import load_playable_deck
    return load_playable_deck(source, "deck")


class DuelEnv(gym.Env):
    metadata = {"render_modes": ["ansi"], "render_fps": 4}

    def __init__(self, opponent="greedy", deck="yugi-starter", opponent_deck="kaiba-starter", rules="MR5",
                 seat=None, max_options=DEFAULT_MAX_OPTIONS, max_steps=3000, illegal="lose", render_mode=None):
        from duelist.agents import make_agent
        from duelist.engine.rules import get_rules
        if seat not in (None, 0, 1):
            raise ValueError("seat must be None, 0 or 1")
        if illegal not in ("lose", "raise"):
            raise ValueError("illegal must be 'lose' or 'raise'")
        if render_mode not in (None, "ansi"):
            raise ValueError("render_mode must be None or 'ansi'")
        make_agent(opponent)              # an unknown name fails here, clearly
        self.opponent_name = opponent
        self.decks = (load_deck_for_env(deck), load_deck_for_env(opponent_deck))
        self.rules = get_rules(rules)
        self.fixed_seat = seat
        self.max_steps = max_steps
        self.illegal = illegal
        self.render_mode = render_mode
        self.observer = Observer(max_options)
        self.observation_space, self.action_space = spaces(max_options)
        self.duel = None
        self.seat = 0
        self.steps = 0
        self.ended = False                # an illegal action or max_steps ended the episode (a
        #                                   finished duel says so itself: no request)

    def reset(self, *, seed=None, options=None):
        from duelist.agents import make_agent
        from duelist.engine.duel import Duel
        super().reset(seed=seed)
        duel_seed = int(self.np_random.integers(0, 2 ** 62))
        self.seat = self.fixed_seat if self.fixed_seat is not None else int(self.np_random.integers(0, 2))
        first = int(self.np_random.integers(0, 2))
        decks = self.decks if self.seat == 0 else (self.decks[1], self.decks[0])
        self.duel = Duel(decks[0], decks[1], rules=self.rules, seed=duel_seed, first_player=first)
        self.opponent = make_agent(self.opponent_name, duel_seed % (2 ** 32) + 1)
        self.steps = 0
        self.ended = False
        self._play_opponent()
        return self._obs(), self._info()

    def step(self, action):
        if self.duel is None:
            raise RuntimeError("call reset() before step()")
        request = self.duel.request
        if request is None or self.ended:
            raise RuntimeError("the episode is over: call reset()")
        index = int(action)
        if not 0 <= index < len(request.options):
            if self.illegal == "raise":
                raise ValueError("action %d is not one of the %d options of the pending %s request"
                                 % (index, len(request.options), request.kind))
            info = self._info()
            info["illegal_action"] = True
            obs = self.observer.empty()
            self.ended = True
            return obs, -1.0, True, False, info
        self.duel.answer(request.options[index])
        self.steps += 1
        self._play_opponent()
        result = self.duel.result
        if result is not None:
            winner = result["winner"]
            reward = 0.0 if winner is None else (1.0 if winner == self.seat else -1.0)
            return self._obs(), reward, True, False, self._info()
        truncated = self.steps >= self.max_steps
        self.ended = truncated
        return self._obs(), 0.0, False, truncated, self._info()

    def _play_opponent(self):
        duel = self.duel
        while duel.request is not None and duel.request.player != self.seat:
            duel.answer(self.opponent.choose(duel, duel.request))

    def _obs(self):
        if self.duel.request is None:
            return self.observer.empty()
        return self.observer.observe(self.duel, self.seat)

    def _info(self):
        request = self.duel.request
        info = {"seat": self.seat, "turn": self.duel.turn}
        if request is not None and request.player == self.seat:
            info["request"] = request.kind
            info["options"] = [o.label for o in request.options]
        if self.duel.result is not None:
            info["result"] = dict(self.duel.result)
        return info

    def action_masks(self):
        """The legal actions (for libraries that ask for them by method)."""
        if self.duel is None or self.duel.request is None:
            return np.zeros(self.action_space.n, dtype=bool)
        mask = np.zeros(self.action_space.n, dtype=bool)
        mask[:len(self.duel.request.options)] = True
        return mask

    def render(self):
        if self.render_mode != "ansi" or self.duel is None:
            return None
        view = self.duel.view(self.seat)
        lines = ["turn %d, %s phase" % (view["turn"], view["phase"])]
        for p, who in ((self.seat, "you"), (1 - self.seat, "opponent")):
            side = view["players"][p]
            monsters = ", ".join(m.get("name", "face-down") for m in side["monsters"] if m) or "-"
            lines.append("%s: %d LP, %d in hand, monsters: %s" % (who, side["lp"], len(side["hand"]), monsters))
        request = self.duel.request
        if request is not None and request.player == self.seat:
            lines.extend("  %d: %s" % (o.id, o.label) for o in request.options)
        return "\n".join(lines)
