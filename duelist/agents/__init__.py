"""Players that answer the decision protocol.

`make_agent(name, seed)` builds one by name:

| name | agent |
|---|---|
| `random` | a uniform pick among the legal options |
| `greedy` | strongest summon, profitable attacks (rules of thumb, no look-ahead) |
| `search` | information-set MCTS over determinized copies with a greedy prior (48 iterations per decision, at most 1 s) |
| `easy` | the greedy agent |
| `normal` | search, short budget (16 iterations per decision) |
| `hard` | search, long budget (128 iterations per decision, at most 3 s) |

`search:N` is the search agent with N iterations per decision and no time cap (e.g.
`search:200`): reproducible whatever the machine's load, for measurements.
"""

from duelist.agents.base import Agent, play_out
from duelist.agents.greedy import GreedyAgent
from duelist.agents.random_agent import RandomAgent
from duelist.agents.search import SearchAgent


def _search(iterations, time_limit=1.0):
    return lambda seed: SearchAgent(seed, iterations=iterations, time_limit=time_limit)


# name -> factory(seed) returning a fresh agent
AGENTS = {
    "random": RandomAgent,
    "greedy": lambda seed: GreedyAgent(),
    "search": _search(48),
    "easy": lambda seed: GreedyAgent(),
    "normal": _search(16),
    "hard": _search(128, time_limit=3.0),
}

DEFAULT_AI = "search"


def make_agent(name, seed=0):
    key = str(name).lower()
    for prefix, method in (("search:", "ismcts"), ("pimc:", "pimc")):
        if key.startswith(prefix):
            count = key.split(":", 1)[1]
            if not count.isdigit() or int(count) < 1:
                raise ValueError("%sN needs a positive number of iterations, got %r" % (prefix, name))
            return SearchAgent(seed, iterations=int(count), time_limit=None, method=method)   # reproducible
    if key not in AGENTS:
        raise ValueError("unknown agent %r (choose from %s, or search:N)" % (name, ", ".join(sorted(AGENTS))))
    return AGENTS[key](seed)
