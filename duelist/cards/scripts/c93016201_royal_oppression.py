"""Royal Oppression (93016201), Continuous Trap."""
from duelist.cards.common import DESTROYS_NEGATED, QUICK, Effect, Responding, activate, negate_and_destroy

DESCRIPTION = ("Continuous Trap. Once face-up, it is open to both duelists: whoever pays 800 LP "
               "stops a monster (or several) from being Special Summoned and destroys it, or stops a "
               "card or effect that would Special Summon as it is activated and destroys that card.")

_NOT_SPECIAL = ("normal", "tribute", "flip")


def special_summoning(ctx):
    """The monsters being Special Summoned now (a Normal, Tribute or Flip Summon: none)."""
    return [c for c in ctx.summoning if c.summon_kind not in _NOT_SPECIAL]


def special_summoning_link(ctx):
    """The chain link answered is the activation of a card or effect that would Special Summon
    (its effect declares it: `Effect.special_summons`)."""
    return ctx.link_special_summons(ctx.responding_to)


def negate(ctx):
    summoning = special_summoning(ctx)
    if summoning:
        ctx.negate_summon(summoning)


EFFECTS = [
    activate(label="activate Royal Oppression"),
    Effect(QUICK, condition=lambda ctx: bool(special_summoning(ctx)), can_pay=lambda ctx: ctx.can_pay_lp(800),
           cost=lambda ctx: ctx.pay_lp(800), resolve=negate, tag="negate_summon", by_either=True,
           label="pay 800 LP: negate a Special Summon"),
    # the activation of a card or effect that would Special Summon: negated and destroyed
    Effect(QUICK, condition=Responding(special_summoning_link), can_pay=lambda ctx: ctx.can_pay_lp(800),
           cost=lambda ctx: ctx.pay_lp(800), resolve=negate_and_destroy, by_either=True, destroys=DESTROYS_NEGATED,
           label="pay 800 LP: negate an effect that Special Summons"),
]
