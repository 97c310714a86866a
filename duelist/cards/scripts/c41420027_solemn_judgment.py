"""Solemn Judgment (41420027), Counter Trap."""
from duelist.cards.common import activate, is_spell, is_trap, negate_and_destroy

DESCRIPTION = ("Counter Trap: pay half your LP to stop a monster from being Summoned (it is destroyed), "
               "or to negate the activation of a Spell or Trap Card and destroy it.")


def half_lp(ctx):
    ctx.pay_lp(ctx.lp(ctx.player) // 2)


def spell_or_trap_activated(ctx):
    """A Spell or Trap Card's activation, by the card's type where it is: a Pendulum Monster
    activated in a Pendulum Zone is activated as a Spell Card (seed 000 §當作魔法卡的靈擺怪獸)."""
    link = ctx.responding_to
    if link is None or not link.card_activation:
        return False
    card = ctx.link_card(link)
    return is_spell(card) or is_trap(card)


def negate_summon(ctx):
    summoning = list(ctx.summoning)
    if summoning:
        ctx.negate_summon(summoning)


EFFECTS = [
    activate(negate_summon, condition=lambda ctx: bool(ctx.summoning), cost=half_lp, tag="negate_summon",
             label="negate a Summon"),
    activate(negate_and_destroy, condition=spell_or_trap_activated, cost=half_lp,
             label="negate a Spell/Trap activation"),
]
