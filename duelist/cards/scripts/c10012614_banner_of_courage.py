"""Banner of Courage (10012614), Continuous Spell."""
from duelist.cards.common import CONTINUOUS, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: throughout its controller's own Battle Phase (its Damage Step "
               "included), the monsters they control gain 200 ATK.")


def in_my_battle_phase(ctx):
    return ctx.phase == S.PHASE_BATTLE and ctx.turn_player == ctx.player


# (the 2004 print, DR1-EN037, and today's text do the same: no ERAS entry)
EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag="stats", range=(S.SZONE,), condition=in_my_battle_phase,
           affects=lambda ctx, card: card.location == S.MZONE and card.controller == ctx.player,
           value=lambda ctx, card: (200, 0), label="+200 ATK in your Battle Phase"),
]
