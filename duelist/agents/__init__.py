"""Players that answer the decision protocol."""

from duelist.agents.base import Agent, play_out
from duelist.agents.greedy import GreedyAgent
from duelist.agents.random_agent import RandomAgent

AGENTS = {"random": RandomAgent, "greedy": GreedyAgent}


def make_agent(name, seed=0):
    key = name.lower()
    if key not in AGENTS:
        raise ValueError("unknown agent %r (choose from %s)" % (name, ", ".join(sorted(AGENTS))))
    cls = AGENTS[key]
    return cls(seed) if cls is RandomAgent else cls()
