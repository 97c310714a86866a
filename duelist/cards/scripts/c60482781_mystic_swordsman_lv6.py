"""Mystic Swordsman LV6 (60482781), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, DS_ALWAYS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 6 EARTH Warrior. Its Normal Summon can only be a Set (face-down Defense "
               "Position); it may be Flip Summoned or Special Summoned. When it attacks a face-down "
               "Defense Position monster, at the start of the Damage Step that monster is destroyed "
               "by this effect, still face-down (no flip, no damage calculation); its controller "
               "may have the destroyed monster placed on top of its owner's Deck instead of the GY.")

NORMAL_SUMMON_SET_ONLY = True


def attacks_face_down(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and \
        K.attacked_in(ctx, S.FACEDOWN_DEFENSE) is not None


def destroy(ctx):
    target = K.attacked_in(ctx, S.FACEDOWN_DEFENSE)
    if target is None or ctx.card.uid != ctx.link.card_uid:
        return
    top = yield from ctx.yes_no("Mystic Swordsman LV6: place the destroyed monster on top of its owner's "
                                "Deck instead of sending it to the GY?")
    if top:
        yield from ctx.destroy_to([target], S.DECK)
    else:
        yield from ctx.destroy([target])


# (the 2005 text, RDS-EN008, and today's do the same: no ERAS entry)
EFFECTS = [
    # mandatory: the destruction; optional: where the destroyed monster goes (yugioh-wiki.net
    # 《ミスティック・ソードマン LV6》: 墓地へ送らず…デッキの一番上に置く事ができる)
    Effect(TRIGGER, events="battle_start", match=attacks_face_down, damage_step=DS_ALWAYS, resolve=destroy,
           destroys=True, label="destroy the face-down monster it attacks (on top of the Deck if you like)"),
]
