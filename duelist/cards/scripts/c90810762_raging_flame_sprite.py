"""Raging Flame Sprite (90810762), Effect Monster."""
from duelist.cards.common import CONTINUOUS, DS_ALWAYS, TRIGGER, Effect, H, while_here
from duelist.engine import state as S

DESCRIPTION = ("Level 3 FIRE Pyro (100/200). It may attack the opponent directly even while they control "
               "monsters. Each time it inflicts battle damage to the opponent, it gains 1000 ATK for as "
               "long as it stays on the field (not optional).")


def itself(ctx, card):
    return card is ctx.card


def dealt_battle_damage(ctx, ev):
    card = ctx.card
    return ev.get("reason") == "battle" and ev.get("source") == card.cid and \
        ev.get("source_uid") == card.uid and ev.get("player") == ctx.opponent


def resolve(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up and card.uid == ctx.link.card_uid:
        ctx.modify(card, 1000, 0, until=while_here(card))


# The SOD-EN080 print (2005) and today's text do the same: no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag="direct_attack", affects=itself, label="can attack directly"),
    Effect(TRIGGER, events=H.DAMAGE, range=(S.MZONE,), match=dealt_battle_damage, resolve=resolve,
           damage_step=DS_ALWAYS, label="+1000 ATK"),
]
