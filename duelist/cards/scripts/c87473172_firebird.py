"""Firebird (87473172), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, while_face_up
from duelist.cards.kit import was_destroyed
from duelist.engine import state as S

DESCRIPTION = ("Level 4 FIRE Winged Beast (1000/800). Whenever a Winged Beast on its controller's side is "
               "destroyed face-up and goes to the GY, its ATK rises by 500 while it stays face-up on the field "
               "(a mandatory trigger; one rise for monsters destroyed at once).")


def _own_winged_beast_destroyed(ctx, ev):
    card = ctx.card
    if not card.face_up or ev.get("cid") == card.cid or ev.get("to") != S.GRAVE or \
            ev.get("origin") != S.MZONE or not was_destroyed(ev):
        return False
    for row in ctx.destroyed_this_turn():
        if row["cid"] == ev.get("cid") and row["uid"] == ev.get("uid"):
            monster = ctx.card_by_cid(row["cid"])
            return row["controller"] == ctx.player and bool(row["face_up"]) and \
                monster.data.race == "Winged Beast"
    return False


def resolve(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up and card.uid == ctx.link.card_uid:
        ctx.modify(card, 500, 0, until=while_face_up(card))


# (the 2005 print, FET-EN032, and today's text do the same: no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.MOVED, range=(S.MZONE,), match=_own_winged_beast_destroyed, resolve=resolve,
                  damage_step=DS_ALWAYS, label="+500 ATK")]
