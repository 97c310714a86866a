"""The random agent: a uniform pick among the legal options, from its own seeded PRNG."""

from duelist.agents.base import Agent
from duelist.engine.rng import PRNG, random_choice


class RandomAgent(Agent):
    name = "random"

    def __init__(self, seed=0):
        self.rng = PRNG(seed)

    # option `self.rng.below(len(request.options))`, by the same draw: rng.py's
    # `random_choice` is this method itself (the PRNG's step written out there, no call)
    choose = random_choice
