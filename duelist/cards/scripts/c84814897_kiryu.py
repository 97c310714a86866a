"""Kiryu (84814897), Union Effect Monster."""
from duelist.cards.common import C, IGNITION, L, R, UNION_2005, Effect, union
from duelist.engine import state as S

DARK_BLADE = 11321183

DESCRIPTION = ("Level 5 DARK Dragon Union monster (2000/1500). Once per turn its controller can "
               "either equip it, as an Equip Card, to a face-up Dark Blade they control (a target), or "
               "unequip it and Special Summon it. The monster it equips gains 900 ATK and DEF; if that "
               "monster would be destroyed by battle or by a card effect, this card is destroyed "
               "instead. While it is equipped, its controller can send it to the GY (a cost): the monster "
               "it equipped may attack the opponent directly this turn.")

LASTING_TAGS = (L.DIRECT_ATTACK, C.DIRECT_ATTACK)


def _holder(ctx):
    if ctx.card.location != S.SZONE:
        return None
    holder = ctx.related(R.EQUIP)
    if holder is None or holder.location != S.MZONE or not holder.face_up:
        return None
    return holder


def _can_pay(ctx):
    return _holder(ctx) is not None


def _send_self(ctx):
    ctx.link.info["holder"] = _holder(ctx).uid
    ctx.send_to_grave([ctx.card], "cost")


def direct(ctx):
    holder = ctx.card_by_uid(ctx.link.info.get("holder"))
    if holder is not None and holder.location == S.MZONE and holder.face_up:
        ctx.lasting(L.DIRECT_ATTACK, holder)


def _direct_attack():
    return Effect(IGNITION, range=(S.SZONE,), can_pay=_can_pay, cost=_send_self, resolve=direct,
                  label="send it to the GY: the equipped monster attacks directly this turn")


# The cost of the direct attack, sending it to the GY (never a Tribute: 「装備状態のこのカードを墓地へ
# 送る」), asks only that it is equipped (the OCG text 《騎竜》), in both eras; the gain, in the 2005 text, only while its own effect equipped it.
EFFECTS = union([DARK_BLADE], 900, 900, name="Kiryu") + [_direct_attack()]

ERAS = {"2005": {
    "DESCRIPTION": ("Level 5 DARK Dragon Union monster (2000/1500) (2005 text). Once per turn in its "
                    "controller's Main Phase it can be equipped to their face-up Dark Blade, or unequipped "
                    "and Special Summoned in face-up Attack Position. While its own effect equips it, that "
                    "monster gains 900 ATK and DEF; if it would be destroyed by battle this card is "
                    "destroyed instead. A monster holds one Union monster at a time. While it is "
                    "equipped, its controller can send it to the GY: the monster it equipped may attack "
                    "directly this turn."),
    "EFFECTS": union([DARK_BLADE], 900, 900, name="Kiryu", **UNION_2005) + [_direct_attack()],
}}
