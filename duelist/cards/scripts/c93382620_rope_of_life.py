"""Rope of Life (93382620), Normal Trap."""
from duelist.cards.common import DS_ALWAYS, H, activate, choose_summon_position, while_here
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: when a monster you control is destroyed by battle and sent to your GY, "
               "discard your whole hand (at least 1 card, a cost) to Special Summon that monster "
               "(not targeted), which gains 800 ATK while it stays on the field.")


def _fallen(ctx):
    """The monsters this player controlled that this battle sent to the GY (the window's
    happenings), still there and able to come back."""
    out = []
    for ev in ctx.last_events:
        if ev["type"] == "moved" and ev.get("origin") == S.MZONE and ev.get("to") == S.GRAVE and \
                ev.get("controller") == ctx.player and ev.get("reason") == "battle":
            card = ctx.card_by_uid(ev["uid"])
            if card is not None and card.location == S.GRAVE and card.owner == ctx.player and \
                    ctx.can_special_summon(card):
                out.append(card)
    return out


def condition(ctx):
    return bool(_fallen(ctx))


def can_pay(ctx):
    return bool(ctx.hand())


def cost(ctx):
    ctx.discard(ctx.hand(), "cost")
    fallen = _fallen(ctx)
    if len(fallen) > 1:
        fallen = yield from ctx.choose_cards(fallen, 1, prompt="Rope of Life: which monster comes back?")
    if fallen:
        ctx.link.info["uid"] = fallen[0].uid


def resolve(ctx):
    monster = ctx.card_by_uid(ctx.link.info.get("uid"))
    if monster is None or monster.location != S.GRAVE or ctx.grave_guarded(monster):
        return              # gone, or kept in the GY by Necrovalley
    position = yield from choose_summon_position(ctx, summoned=monster)
    if ctx.special_summon(monster, position=position):
        ctx.modify(monster, 800, 0, until=while_here(monster))


EFFECTS = [activate(resolve, condition=condition, can_pay=can_pay, cost=cost, discard_cost=True,
                    special_summons=True, damage_step=DS_ALWAYS, answers=H.MOVED)]
