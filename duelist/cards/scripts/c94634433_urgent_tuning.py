"""Urgent Tuning (94634433), Normal Trap."""
from duelist.cards.common import activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap, only in the Battle Phase: its controller Synchro Summons a Synchro "
               "Monster with monsters they control, right after it resolves.")


def condition(ctx):
    return ctx.phase == S.PHASE_BATTLE and bool(ctx.synchro_targets())


def resolve(ctx):
    yield from ctx.synchro_summon()


EFFECTS = [activate(resolve, condition=condition, label="Battle Phase: Synchro Summon")]
