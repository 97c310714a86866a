"""The random agent: a uniform pick among the legal options, from its own seeded PRNG."""

from duelist.agents.base import Agent
from duelist.engine.rng import PRNG


class RandomAgent(Agent):
    name = "random"

    def __init__(self, seed=0):
        self.rng = PRNG(seed)

    def choose(self, duel, request):
        options = request.options
        return options[self.rng.below(len(options))]
