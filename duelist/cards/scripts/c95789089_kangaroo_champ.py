"""Kangaroo Champ (95789089), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Beast (800/700). After damage calculation of each of its battles with a "
               "monster, that monster is changed to face-up Defense Position (not optional; even when "
               "this card is destroyed by that battle).")


def battled_self(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("opponent") is not None


def resolve(ctx):
    other = ctx.card_by_uid(ctx.event["opponent"])
    if other is not None and other.location == S.MZONE and other.position == S.FACEUP_ATTACK \
            and ctx.can_change_position(other, S.FACEUP_DEFENSE):
        ctx.change_position(other, S.FACEUP_DEFENSE)


# The 2005 text (FET-EN016) and today's do the same: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events=H.BATTLED, match=battled_self, range=(S.MZONE,), damage_step=DS_ALWAYS,
                  resolve=resolve, label="the monster it battled to Defense Position")]
