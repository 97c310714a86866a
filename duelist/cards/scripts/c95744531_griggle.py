"""Griggle (95744531), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, M
from duelist.engine import state as S

DESCRIPTION = ("Level 1 EARTH Plant. When control of it, face-up on the field, passes to the other "
               "player, the player who now controls it gains 3000 LP. Only once while it stays "
               "face-up on the field.")


def control_passed(ctx, ev):
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and card.location == S.MZONE and \
        card.face_up and not ctx.marked(card, M.ONCE_USED)


def cost(ctx):
    ctx.mark(ctx.card, M.ONCE_USED, True)      # (the mark goes when it moves or turns face-down)


def resolve(ctx):
    ctx.recover(ctx.event["player"], 3000)


# (the 2005 text, MRL-016, and today's do the same: the new controller gains 3000, once while
# face-up; no ERAS entry; Ameba's mirror)
EFFECTS = [Effect(TRIGGER, events="control", match=control_passed, cost=cost, resolve=resolve,
                  label="3000 LP to the player who took it")]
