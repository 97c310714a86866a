"""Mirage Dragon (15960641), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Dragon. While it is face-up on the field, its controller's opponent "
               "cannot activate Trap Cards in either player's Battle Phase.")


def opponent_in_battle_phase(ctx, player):
    """The lock reaches only the opponent, and only during a Battle Phase (chain.py
    `_trap_lock` asks it per player); Trap effects already applying are not touched."""
    return player != ctx.player and ctx.phase == S.PHASE_BATTLE


# One text in both eras (2005: "your opponent cannot activate any Trap Cards during the Battle
# Phase"): no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="no_trap_activation", affects=opponent_in_battle_phase,
                  label="opponent: no Trap activation in the Battle Phase")]
