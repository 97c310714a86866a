"""Sasuke Samurai #2 (11760174), Effect Monster."""
from duelist.cards.common import C, IGNITION, L, Effect

DESCRIPTION = ("Level 1 WIND Warrior (200/300). Once per turn, in its controller's Main Phase, "
               "they may pay 800 LP: for the rest of the turn neither player can activate Spell or "
               "Trap Cards (face-up cards' effects stay free; a card already on the chain resolves).")

# the lasting player rules it leaves, and the Trap locks' gate (as Penalty Game! declares them)
LASTING_TAGS = (L.NO_TRAP_ACTIVATION, C.NO_TRAP_ACTIVATION, L.NO_SPELL_ACTIVATION)


def resolve(ctx):
    for player in (ctx.player, ctx.opponent):
        ctx.player_flag(player, L.NO_SPELL_ACTIVATION)
        ctx.player_flag(player, L.NO_TRAP_ACTIVATION)


# "until the End Phase": read as the rest of the turn (our reading, as Forced Ceasefire's); the
# 2005 DCR print ("once per turn, during your Main Phase, pay 800 Life Points; until the End Phase
# Spell and Trap Cards cannot be activated") does what today's does: no ERAS entry
EFFECTS = [Effect(IGNITION, once_per_turn=True, can_pay=lambda ctx: ctx.can_pay_lp(800),
                  cost=lambda ctx: ctx.pay_lp(800), resolve=resolve,
                  label="pay 800 LP: no Spell/Trap Card activations this turn")]
