"""D.D. Warrior Lady (7572887), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Warrior. Once damage calculation of a battle between it and an "
               "opponent's monster is over, its controller may remove that monster from play; this "
               "card is removed from play as well (even if that monster could not be).")


def battled_opponent(ctx, ev):
    if ev.get("cid") != ctx.card.cid or ev.get("uid") != ctx.card.uid:
        return False
    other = ctx.card_by_uid(ev.get("opponent"))
    return other is not None and other.location == S.MZONE and other.controller != ctx.player


def resolve(ctx):
    other = ctx.card_by_uid(ctx.event["opponent"])
    card = ctx.card
    here = card.uid == ctx.link.card_uid and card.location == S.MZONE
    # "also": both are banished at the same time, each as far as it can be
    cards = []
    if other is not None and other.location == S.MZONE:
        cards.append(other)
    if here:
        cards.append(card)
    ctx.banish(cards)


EFFECTS = [Effect(TRIGGER, events="battled", match=battled_opponent, optional=True, damage_step=DS_ALWAYS,
                  resolve=resolve, label="banish both")]
