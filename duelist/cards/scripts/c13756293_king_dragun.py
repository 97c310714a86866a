"""King Dragun (13756293), Fusion Effect Monster."""
from duelist.cards.common import CONTINUOUS, IGNITION, Effect, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 7 DARK Dragon Fusion (Lord of D. + Divine Dragon Ragnarok). While it is "
               "face-up, the opponent's card effects cannot target Dragons on the field. Once per "
               "turn its controller may Special Summon a Dragon from their hand.")


def protected(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.race(card) == "Dragon"


def by_opponent(sctx, ctx):
    return ctx.player != sctx.player


def summonable_dragon(ctx, card):
    return card.data.card_type == "Monster" and card.data.race == "Dragon" and ctx.can_special_summon(card)


def condition(ctx):
    return ctx.any_card("hand", summonable_dragon)


def resolve(ctx):
    found = ctx.cards_where("hand", summonable_dragon)
    if not found:
        return
    chosen = yield from ctx.choose_cards(found, 1, prompt="King Dragun: Special Summon which Dragon?")
    position = yield from choose_summon_position(ctx, chosen[0])
    ctx.special_summon(chosen[0], position=position)


EFFECTS = [
    Effect(CONTINUOUS, tag="untargetable", affects=protected, value=by_opponent,
           label="the opponent cannot target Dragons"),
    Effect(IGNITION, once_per_turn=True, condition=condition, resolve=resolve, special_summons=True,
           label="Special Summon a Dragon from the hand"),
]
