"""Trap Jammer (19252988), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, During, activate, negate_and_destroy
from duelist.engine import state as S

DESCRIPTION = ("Counter Trap: only in the Battle Phase, when the opponent activates a Trap Card: "
               "negate that activation and destroy the Trap.")


def _opponents_trap(ctx):
    link = ctx.responding_to
    return link is not None and link.card_activation and link.card_type == "Trap" and \
        link.player != ctx.player


EFFECTS = [activate(negate_and_destroy,
                    condition=During(own=(S.PHASE_BATTLE,), opponent=(S.PHASE_BATTLE,), rest=_opponents_trap), destroys=DESTROYS_NEGATED)]
