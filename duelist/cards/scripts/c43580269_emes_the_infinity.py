"""Emes the Infinity (43580269), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, while_here
from duelist.engine import state as S

DESCRIPTION = ("Level 7 LIGHT Machine (2500/2000). Each time it destroys a monster by battle and is "
               "still on the field, it gains 700 ATK for as long as it stays there (not optional).")


def destroyed_one(ctx, ev):
    """The battle that just ended, this card one side of it still on the field, destroyed the other
    monster (wherever it went: a Token too)."""
    card = ctx.card
    if ev.get("attacker") == card.cid:
        mine, other = "attacker_uid", ev.get("target")
    elif ev.get("target") == card.cid:
        mine, other = "target_uid", ev.get("attacker")
    else:
        return False
    if other is None or card.location != S.MZONE or not card.face_up or ev.get(mine) != card.uid:
        return False
    uid = ctx.card_by_cid(other).uid
    return any(entry["cid"] == other and entry.get("uid") == uid and entry["reason"] == "battle"
               for entry in ctx.destroyed_this_turn())


def resolve(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up and card.uid == ctx.link.card_uid:
        ctx.modify(card, 700, 0, until=while_here(card))


# One English text (DBT-EN001) that reads as the OCG's: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events=H.DAMAGE_STEP_END, range=(S.MZONE,), match=destroyed_one, resolve=resolve,
                  damage_step=DS_ALWAYS, label="+700 ATK")]
