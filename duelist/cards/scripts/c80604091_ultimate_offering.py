"""Ultimate Offering (80604091), Continuous Trap."""
from duelist.cards.common import QUICK, During, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: during your Main Phase or your opponent's Battle Phase, you can pay "
               "500 LP to Normal Summon or Set 1 monster right away, in addition to your usual one.")


def _active_and_can_summon_now(ctx):
    if not (ctx.card.activated and ctx.card.face_up and ctx.can_normal_summon_now()):
        return False
    # its effect may be chained to itself, as often as there are monsters in the hand to Normal
    # Summon or Set (OCG rulings: kiros.seesaa.net, mciii.jp; never "for nothing"): one more
    # than the links of this card's effect already on the chain
    chain = ctx.chain
    if not chain:
        return True         # (the common ask: a menu, no chain; no loop, no count)
    mine = 0
    uid, index = ctx.card.uid, ctx.effect.index
    for link in chain:
        if link.card_uid == uid and link.effect == index:
            mine += 1
    return mine == 0 or ctx.normal_summonable_count() > mine


# "during your Main Phase or your opponent's Battle Phase" (the moment read first: what refuses
# most), then a Monster Card in your hand (a Normal Summon or Set is of one: what refuses most
# in the right moment), both read by the windows without a Ctx
condition = During(own=(S.PHASE_MAIN1, S.PHASE_MAIN2), opponent=(S.PHASE_BATTLE,), hand_monster=True,
                   rest=_active_and_can_summon_now)


def can_pay(ctx):
    return ctx.can_pay_lp(500)


def resolve(ctx):
    yield from ctx.normal_summon_now()


EFFECTS = [
    activate(),
    # the extra Normal Summon is made even if this card is destroyed in answer (OCG ruling:
    # the summon does not need the card; seed 000's rule for a Continuous Trap's effects
    # otherwise: `off_field`)
    Effect(QUICK, range=(S.SZONE,), condition=condition, can_pay=can_pay, off_field=True, again_in_chain=True,
           cost=lambda ctx: ctx.pay_lp(500), resolve=resolve, label="extra summon"),
]
