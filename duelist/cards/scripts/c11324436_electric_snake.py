"""Electric Snake (11324436), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 3 LIGHT Thunder. When an opponent's card effect sends it from its owner's "
               "hand to the GY (a discard, Card Destruction...), its owner draws 2 cards.")


def from_hand_by_opponent(ctx, ev):
    return K.is_self_move(ctx, ev) and ev.get("origin") == S.HAND and ev.get("by") == ctx.opponent


def resolve(ctx):
    ctx.draw(ctx.player, 2)


EFFECTS = [Effect(TRIGGER, events=H.MOVED, range=(S.GRAVE,), match=from_hand_by_opponent, resolve=resolve,
                  label="draw 2")]
