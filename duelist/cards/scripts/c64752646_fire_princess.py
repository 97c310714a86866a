"""Fire Princess (64752646), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, H, TRIGGER, Effect

DESCRIPTION = ("Level 4 FIRE Pyro. Each time its controller gains LP, it inflicts 500 damage to their "
               "opponent (mandatory, once for each gain).")


def i_gained(ctx, ev):
    return ev.get("player") == ctx.player and ev.get("amount", 0) > 0


def burn(ctx):
    ctx.damage(ctx.opponent, 500)


# The 2005 text (LON) and today's do the same: no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events=H.RECOVERED, match=i_gained, resolve=burn, damage_step=DS_ALWAYS,
           label="its controller gained LP: 500 damage to the opponent", inflicts_damage="opponent"),
]
