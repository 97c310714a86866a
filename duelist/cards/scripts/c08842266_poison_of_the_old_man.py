"""Poison of the Old Man (8842266), Quick-Play Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Quick-Play Spell with two modes, chosen as it is activated: its player gains 1200 LP, "
               "or the opponent takes 800 damage.")


# (the 2004 print, DR1-EN088, and today's text: the same two modes; no ERAS entry)
EFFECTS = [
    activate(lambda ctx: ctx.recover(ctx.player, 1200), label="gain 1200 LP"),
    activate(lambda ctx: ctx.damage(ctx.opponent, 800), inflicts_damage="opponent", label="800 damage to the opponent"),
]
