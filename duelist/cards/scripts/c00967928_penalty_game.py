"""Penalty Game! (967928), Normal Trap."""
from duelist.cards.common import C, L, activate

DESCRIPTION = ("Normal Trap, usable only while the opponent's hand holds exactly 4 cards; one of "
               "two locks is picked as it is activated: the opponent's next Draw Phase draws them "
               "nothing; or, until the turn ends, no Spell or Trap Card of theirs may be activated "
               "(their face-up cards' effects stay free).")

# the draw lock (turn.py `_draw_lock_begins`, duel.py `_draw`), the lasting Trap lock (chain.py
# `_trap_lock`) and the Trap locks' gate (C.NO_TRAP_ACTIVATION, as Forced Ceasefire), the lasting
# Spell lock (its name C.NO_SPELL_ACTIVATION's: the Spell locks' gate)
LASTING_TAGS = (L.NO_DRAW, L.NO_TRAP_ACTIVATION, C.NO_TRAP_ACTIVATION, L.NO_SPELL_ACTIVATION)

MODES = ("Your opponent cannot draw during their next Draw Phase",
         "Your opponent cannot activate Spell/Trap Cards this turn")


def condition(ctx):
    return len(ctx.hand("opp")) == 4


def choose_mode(ctx):
    pick = yield from ctx.choose_option(list(MODES), "Penalty Game!: which effect?")
    ctx.link.info["mode"] = pick
    ctx.declare("effect", MODES[pick])


def resolve(ctx):
    if ctx.link.info.get("mode") == 0:
        ctx.no_draw_next_draw_phase(ctx.opponent)
    else:
        ctx.player_flag(ctx.opponent, L.NO_TRAP_ACTIVATION)      # this turn
        ctx.player_flag(ctx.opponent, L.NO_SPELL_ACTIVATION)


# One meaning in both eras (the 2005 print, FET-EN051: "when your opponent has 4 cards in their
# hand", one of the two effects picked as it is activated; today's text the same): no ERAS entry.
EFFECTS = [activate(resolve, condition=condition, cost=choose_mode, label="a draw lock or a Spell/Trap lock")]
