"""Wall of Illusion (13945283), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Trigger effect: after damage calculation of a battle in which an opponent's monster "
               "attacked this card, that attacking monster returns to its owner's hand.")


def match(ctx, ev):
    return (ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid
            and not ev.get("attacking"))


def resolve(ctx):
    attacker = ctx.card_by_uid(ctx.event["opponent"])
    if attacker is not None and attacker.location == S.MZONE:
        ctx.to_hand([attacker])


EFFECTS = [Effect(TRIGGER, events=("battled",), match=match, range=(S.MZONE,), resolve=resolve)]
