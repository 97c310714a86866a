"""Dark Master - Zorc (97642679), Ritual Effect Monster."""
from duelist.cards.common import IGNITION, Effect

DESCRIPTION = ("Level 8 DARK Fiend Ritual (Contract with the Dark Master). Once per turn, in its "
               "controller's Main Phase: roll a six-sided die. 1 or 2: destroy every monster the "
               "opponent controls; 3, 4 or 5: its controller picks 1 monster the opponent controls "
               "(no target) and destroys it; 6: destroy every monster its controller controls.")


def resolve(ctx):
    result = ctx.roll_die()
    if result <= 2:
        yield from ctx.destroy(ctx.monsters("opp"))
    elif result <= 5:
        theirs = ctx.monsters("opp")
        if theirs:
            chosen = yield from ctx.choose_cards(theirs, 1, prompt="Dark Master - Zorc: destroy which monster?")
            yield from ctx.destroy(chosen)
    else:
        yield from ctx.destroy(ctx.monsters("me"))


# (the 2005 print, Dark Crisis DCR-084, and today's do the same: a once-per-turn ignition effect
# that targets nothing; no ERAS entry)
EFFECTS = [Effect(IGNITION, once_per_turn=True, resolve=resolve, destroys=True, label="roll a die: destroy monsters")]
