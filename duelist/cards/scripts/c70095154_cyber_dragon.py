"""Cyber Dragon (70095154), Effect Monster."""
from duelist.cards.common import SUMMON_PROC, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 5 LIGHT Machine (2100/1600). When only your opponent controls monsters "
               "(you control none), you may Special Summon it from your hand by its own "
               "procedure (no chain link); it may also be Normal Summoned as usual.")


def only_opponent_has_monsters(ctx):
    return not ctx.monsters("me") and bool(ctx.monsters("opp"))


EFFECTS = [Effect(SUMMON_PROC, range=(S.HAND,), condition=only_opponent_has_monsters,
                  label="Special Summon (only the opponent controls monsters)")]
