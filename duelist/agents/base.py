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


def play_out(game, agents, max_decisions=200000, on_decision=None):
    """Let `agents[p]` answer every request of player p until the game (a Duel or a
    Match) ends. During a match agents see the running duel, and the match between
    duels (side decking, the play-order choice)."""
    count = 0
    while game.request is not None:
        if count >= max_decisions:
            raise RuntimeError("game did not end within %d decisions" % max_decisions)
        request = game.request
        seen = getattr(game, "duel", None) or game
        option = agents[request.player].choose(seen, request)
        game.answer(option)
        count += 1
        if on_decision is not None:
            on_decision(game, request, option)
    return count
