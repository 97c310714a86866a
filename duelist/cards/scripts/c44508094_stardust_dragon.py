"""Stardust Dragon (44508094), Synchro Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DESTROYS_NEGATED, DS_ALWAYS, QUICK, TRIGGER, Effect, choose_summon_position
from duelist.engine import state as S
from duelist.engine.names import M

DESCRIPTION = ("Level 8 WIND Dragon Synchro (1 Tuner + 1 or more non-Tuners). When a card or effect "
               "is activated that would destroy a card on the field, you may Tribute it (a cost) to "
               "negate that activation and destroy that card. If that negation resolved, in this "
               "turn's End Phase you may Special Summon it from your GY.")


def destroying_activation(ctx):
    link = ctx.responding_to
    return link is not None and link.negated is None and ctx.would_destroy(link)


def tribute_self(ctx):
    K.tribute_self(ctx)
    ctx.link.info["tributed"] = ctx.card.uid       # the card object it became in the GY


def negate(ctx):
    link = ctx.responding_to
    if link is None:
        return
    yield from ctx.negate_and_destroy(link)
    # "if this effect resolved this turn": noted on the card Tributed for it, still in the GY. Its
    # End Phase return is then that card's own effect in the GY, its owner's (a taker who
    # Tributed it leaves it to its owner: Shooting Star Dragon's ruling, round 52p)
    card = ctx.card
    if card.location == S.GRAVE and card.uid == ctx.link.info.get("tributed"):
        ctx.mark(card, M.TRIBUTED_FOR, ctx.turn)


def end_phase(ctx, ev):
    card = ctx.card
    return ev.get("phase") == S.PHASE_END and card.location == S.GRAVE \
        and ctx.marked(card, M.TRIBUTED_FOR) == ctx.turn and ctx.can_special_summon(card)


def come_back(ctx):
    card = ctx.card
    if card.location != S.GRAVE or not ctx.can_special_summon(card):
        return
    position = yield from choose_summon_position(ctx, card)
    ctx.special_summon(card, position=position)


EFFECTS = [
    Effect(QUICK, condition=destroying_activation, can_pay=K.can_tribute_self, cost=tribute_self, resolve=negate,
           damage_step=DS_ALWAYS, destroys=DESTROYS_NEGATED, label="Tribute itself: negate a destroying activation"),
    # (activated in the GY, it Special Summons its own card out of it: Necrovalley negates it)
    Effect(TRIGGER, events="phase", range=(S.GRAVE,), match=end_phase, optional=True, resolve=come_back, special_summons=True,
           leaves_grave=True, label="End Phase: return from the GY"),
]
