"""Short reads of a duel for test assertions (names, LP, log events) and hook helpers."""


def of_type(duel, kind, start=0):
    """Log events of one type, oldest first."""
    return [e for e in duel.log[start:] if e["type"] == kind]


def monsters(duel, player):
    """Names in `player`'s Main Monster Zones, left to right (None for an empty zone)."""
    return [None if c is None else c.name for c in duel.players[player].mzone]


def field_monsters(duel, player):
    """Names of the monsters `player` controls, left to right (no empty zones)."""
    return [c.name for c in duel.monsters(player)]


def hand(duel, player):
    return [c.name for c in duel.players[player].hand]


def grave(duel, player):
    return [c.name for c in duel.players[player].grave]


def banished(duel, player):
    """Names of `player`'s banished cards, in the order they were banished."""
    return [c.name for c in duel.players[player].banished]


def lp(duel):
    return (duel.players[0].lp, duel.players[1].lp)


def kinds(duel):
    """Kinds of the pending request's options."""
    return [o.kind for o in duel.request.options]


def once(fn):
    """A hook that acts only the first time its window is reached."""
    done = []

    def hook(duel):
        if not done:
            done.append(True)
            fn(duel)
    return hook
