"""Penguin Knight (36039163), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 3 WATER Aqua. When an effect of the opponent's card sends it from its owner's "
               "Deck to the GY, its owner shuffles every card of their GY into their Deck.")


def milled_by_opponent(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and \
        ev.get("origin") == S.DECK and ev.get("to") == S.GRAVE and \
        ev.get("by") is not None and ev.get("by") != ctx.card.owner


def resolve(ctx):
    cards = ctx.grave("me")
    if cards:
        ctx.to_deck(cards)


# (the 2005 print, Metal Raiders MRL-001, and today's text do the same: a
# mandatory trigger in the GY; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.MOVED, range=(S.GRAVE,), match=milled_by_opponent, resolve=resolve,
                  leaves_grave=True, label="milled by the opponent: shuffle the GY into the Deck")]
