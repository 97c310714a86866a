"""Zombyra the Dark (88472456), Effect Monster."""
from duelist.cards.common import CONTINUOUS, DS_ALWAYS, Effect, TRIGGER, while_here
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Warrior. It may never attack the opponent directly. Each time it "
               "destroys a monster by battle it becomes 200 ATK weaker (a mandatory effect; the loss "
               "stays while it remains face-up on the field).")


def destroyed_by_it(ctx, ev):
    card = ctx.card
    attack = ctx.attack
    if ev.get("reason") != "battle" or ev.get("cid") == card.cid or attack is None:
        return False
    return card.uid in attack and ev.get("uid") in attack


def still_standing(ctx):
    card = ctx.card
    return card.location == S.MZONE and card.face_up and not ctx.destroyed_by_battle_now(card)


def resolve(ctx):
    card = ctx.card
    if ctx.link is not None and card.uid == ctx.link.card_uid and card.location == S.MZONE and card.face_up:
        ctx.modify(card, atk=-200, until=while_here(card))      # lasts while it stays on the field


EFFECTS = [
    Effect(CONTINUOUS, tag="no_direct_attack", affects=lambda ctx, c: c is ctx.card, label="cannot attack directly"),
    Effect(TRIGGER, events="destroyed", match=destroyed_by_it, condition=still_standing, damage_step=DS_ALWAYS,
           resolve=resolve, label="loses 200 ATK"),
]
