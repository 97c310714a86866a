"""Despair from the Dark (71200730), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 8 DARK Zombie. When an effect of a card of its owner's opponent sends it from "
               "its owner's hand or Deck to the GY, it is Special Summoned to its owner's field.")


def sent_by_opponent(ctx, ev):
    return K.is_self_move(ctx, ev) and ev.get("origin") in (S.HAND, S.DECK) and \
        ev.get("by") is not None and ev.get("by") != ctx.card.owner


def resolve(ctx):
    yield from K.revive_self(ctx)


# (its first text and today's do the same, as far as we read them: a mandatory trigger in the GY; no
# ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.MOVED, range=(S.GRAVE,), match=sent_by_opponent, resolve=resolve,
                  leaves_grave=True, special_summons=True,
                  label="sent from the hand or Deck by the opponent's effect: Special Summon itself")]
