"""Players behind the decision protocol: an agent maps (duel view, request) to an option."""


class Agent(object):
    """Base class. `choose(duel, request)` returns one of `request.options`.

    Agents read only what their player may know: `duel.view(player)` and the
    request (which is theirs). The duel object is passed for convenience; agents
    here never read hidden state from it.
    """

    name = "agent"

    def choose(self, duel, request):
        raise NotImplementedError


def play_out(duel, agents, max_decisions=100000, on_decision=None):
    """Let `agents[p]` answer every request of player p until the duel ends."""
    count = 0
    while duel.request is not None:
        if count >= max_decisions:
            raise RuntimeError("duel did not end within %d decisions" % max_decisions)
        request = duel.request
        option = agents[request.player].choose(duel, request)
        duel.answer(option)
        count += 1
        if on_decision is not None:
            on_decision(duel, request, option)
    return count
