"""Solemn Judgment (41420027), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, activate, negate_and_destroy

DESCRIPTION = ("Counter Trap: pay half your LP to stop a monster from being Summoned (it is destroyed), "
               "or to negate the activation of a Spell or Trap Card and destroy it.")


def half_lp(ctx):
    ctx.pay_lp(ctx.lp(ctx.player) // 2)


def spell_or_trap_activated(ctx):
    """A Spell or Trap Card's activation (a Pendulum Monster's in a Pendulum Zone is a Spell
    Card's: the link's `card_type`)."""
    link = ctx.responding_to
    return link is not None and link.card_activation and link.card_type in ("Spell", "Trap")


def negate_summon(ctx):
    summoning = list(ctx.summoning)
    if summoning:
        ctx.negate_summon(summoning)


EFFECTS = [
    activate(negate_summon, condition=lambda ctx: bool(ctx.summoning), cost=half_lp, tag="negate_summon",
             label="negate a Summon"),
    activate(negate_and_destroy, condition=spell_or_trap_activated, cost=half_lp, destroys=DESTROYS_NEGATED,
             label="negate a Spell/Trap activation"),
]
