"""Shared moves for the tests of the Dark Crisis "Archfiend" cards (round 56c): settling a chain,
answering an optional trigger and a search, and the die rolls a duel logged. No rulings here: each
card's test file states its own."""

from duelist.testing.reads import of_type


def settle(duel, s, yes=True, pick=None):
    """Pass every chain window; answer an optional trigger `yes`; pick `pick` (a name) when a
    select request asks for it."""
    while duel.request is not None:
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass", player=duel.request.player)
        elif kind == "yes_no":
            s.pick("yes" if yes else "no", player=duel.request.player)
        elif kind == "select" and pick is not None:
            s.pick("select", pick, first=True)
            pick = None
        else:
            return


def rolled(duel):
    """The results of the die rolls logged, in order."""
    return [e["result"] for e in of_type(duel, "die_roll")]


def yes_no_asked(duel):
    return duel.request is not None and duel.request.kind == "yes_no"
