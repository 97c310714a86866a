"""Royal Oppression (93016201), Continuous Trap."""
from duelist.cards.common import QUICK, Effect, activate

DESCRIPTION = ("Continuous Trap. Once face-up, it is open to both duelists: whoever pays 800 LP "
               "stops a monster (or several) from being Special Summoned and destroys it. (Its other "
               "half, stopping a card or effect that would Special Summon as it is activated, is not "
               "played yet.)")

# the script plays half of the card: decks refuse it until the other half is played
INCOMPLETE = ("its answer to a card or effect that would Special Summon, negated and destroyed as it "
              "is activated, is not played yet")

_NOT_SPECIAL = ("normal", "tribute", "flip")


def special_summoning(ctx):
    """The monsters being Special Summoned now (a Normal, Tribute or Flip Summon: none)."""
    return [c for c in ctx.summoning if c.summon_kind not in _NOT_SPECIAL]


def negate(ctx):
    summoning = special_summoning(ctx)
    if summoning:
        ctx.negate_summon(summoning)


EFFECTS = [
    activate(label="activate Royal Oppression"),
    Effect(QUICK, condition=lambda ctx: bool(special_summoning(ctx)), can_pay=lambda ctx: ctx.can_pay_lp(800),
           cost=lambda ctx: ctx.pay_lp(800), resolve=negate, tag="negate_summon", by_either=True,
           label="pay 800 LP: negate a Special Summon"),
]
