"""A format's card pool and how much of it the engine plays (`duelist deck pool`).

A whitelist banlist (GOAT) names its whole pool: every card it allows at 1 or more copies.
Any other list allows every card of the database it does not forbid. For each card of the
pool, `card_pool` says how many copies the list allows and whether the engine plays it
(`duelist.cards.registry.is_implemented`: a card script, or a card the rules alone play).
Tokens are never part of a deck and are left out.
"""

from duelist.cards import db
from duelist.cards.registry import is_implemented

KINDS = ("Monster", "Spell", "Trap")


class PoolCard(object):
    """One card of a pool: the card, the copies allowed (1-3), whether the engine plays it."""

    __slots__ = ("card", "limit", "implemented")

    def __init__(self, card, limit, implemented):
        self.card = card
        self.limit = limit
        self.implemented = implemented


def card_pool(banlist):
    """Every card the list allows (one entry per card name, its main passcode), in passcode
    order: a whitelist's cards at 1 copy or more, otherwise every card of the database the
    list does not forbid."""
    if banlist.whitelist:
        codes = [code for code, count in banlist.limits().items() if count > 0]
    else:
        codes = []
        seen = set()
        for card in db.database().all_cards():
            code = db.canonical_code(card.code)
            if code not in seen:
                seen.add(code)
                codes.append(code)
    out = []
    for code in sorted(codes):
        card = db.get_card(code)
        if card.is_token:
            continue
        limit = banlist.limit(code)
        if limit <= 0:
            continue
        out.append(PoolCard(card, limit, is_implemented(card)))
    return out


def pool_summary(pool):
    """{"Monster"|"Spell"|"Trap"|"all": [implemented, total]} over a pool."""
    summary = {kind: [0, 0] for kind in KINDS + ("all",)}
    for entry in pool:
        for key in (entry.card.card_type, "all"):
            if key in summary:
                summary[key][1] += 1
                if entry.implemented:
                    summary[key][0] += 1
    return summary
