"""Archfiend's Roar (56246017), Normal Trap."""
from duelist.cards import kit as K
from duelist.cards.common import APPLY, H, L, Effect, Target, activate, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: for 500 LP, brings back 1 \"Archfiend\" monster from your GY (a "
               "target) to your field; that monster can never be Tributed, and this turn's End Phase "
               "destroys it if it is still there.")

LASTING_TAGS = (L.NO_TRIBUTE,)
NOTE = "archfiends_roar"      # card.info key: (the Roar's cid, the turn) of the monster it summoned


def resolve(ctx):
    for card in ctx.targets:
        if not ctx.can_special_summon(card):
            return
        position = yield from choose_summon_position(ctx, card)
        if ctx.special_summon(card, position=position):
            ctx.lasting(L.NO_TRIBUTE, card)
            card.info = dict(card.info or {}, **{NOTE: (ctx.card.cid, ctx.turn)})
            ctx.delay(1, once=True)


def _summoned_by_this(ctx, card):
    # (the note goes when the monster moves or turns face-down)
    return (card.info or {}).get(NOTE) == (ctx.card.cid, ctx.turn)


def destroy_it(ctx):
    return ctx.destroy(ctx.cards_where("monsters", _summoned_by_this, who="both"))


def revivable(ctx, card):
    return card.data.card_type == "Monster" and K.is_archfiend(card) and ctx.can_special_summon(card)


EFFECTS = [
    activate(resolve, can_pay=lambda ctx: ctx.can_pay_lp(500), cost=lambda ctx: ctx.pay_lp(500),
             target=Target(lambda ctx: ctx.grave("me"), filter=revivable,
                           prompt="Archfiend's Roar: Special Summon which Archfiend?"),
             special_summons=True),
    Effect(APPLY, events=H.PHASE, match=lambda ctx, ev: ev.get("phase") == S.PHASE_END,
           range=("delayed",), resolve=destroy_it, label="destroy the monster it summoned"),
]
