"""Ameba (95174353), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, M
from duelist.engine import state as S

DESCRIPTION = ("Level 1 WATER Aqua. Handed over face-up to the other player, it burns its new "
               "controller for 2000; it does so a single time for as long as it stays face-up on the "
               "field.")


def control_passed(ctx, ev):
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and card.location == S.MZONE and \
        card.face_up and not ctx.marked(card, M.ONCE_USED)


def cost(ctx):
    ctx.mark(ctx.card, M.ONCE_USED, True)      # (the mark goes when it moves or turns face-down)


def resolve(ctx):
    ctx.damage(ctx.event["player"], 2000)


# (the 2005 text, MRL-010, and today's do the same: no ERAS entry)
EFFECTS = [Effect(TRIGGER, events="control", match=control_passed, cost=cost, resolve=resolve,
                  label="2000 damage to the player who took it", inflicts_damage="self")]
