"""King Dragun (13756293), Fusion Effect Monster."""
from duelist.cards.common import CONTINUOUS, IGNITION, Effect, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 7 DARK Dragon Fusion (Lord of D. + Divine Dragon Ragnarok). While it is "
               "face-up, the opponent's card effects cannot target Dragons on the field. Once per "
               "turn its controller may Special Summon a Dragon from their hand.")


def protected(ctx, card):
    return card.location == S.MZONE and card.face_up and card.data.race == "Dragon"


def by_opponent(sctx, ctx):
    return ctx.player != sctx.player


def _dragons(ctx):
    return [c for c in ctx.hand("me") if c.data.card_type == "Monster" and c.data.race == "Dragon"
            and ctx.can_special_summon(c)]


def condition(ctx):
    return bool(_dragons(ctx))


def resolve(ctx):
    found = _dragons(ctx)
    if not found:
        return
    chosen = yield from ctx.choose_cards(found, 1, prompt="King Dragun: Special Summon which Dragon?")
    position = yield from choose_summon_position(ctx, chosen[0])
    ctx.special_summon(chosen[0], position=position)


EFFECTS = [
    Effect(CONTINUOUS, tag="untargetable", affects=protected, value=by_opponent,
           label="the opponent cannot target Dragons"),
    Effect(IGNITION, once_per_turn=True, condition=condition, resolve=resolve,
           label="Special Summon a Dragon from the hand"),
]
