"""Urgent Tuning (94634433), Normal Trap."""
from duelist.cards.common import During, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap, only in the Battle Phase: its controller Synchro Summons a Synchro "
               "Monster with monsters they control, right after it resolves.")


def _synchro_targets(ctx):
    return bool(ctx.synchro_targets())


# "during the Battle Phase" (either player's), then a Synchro Monster it can summon
condition = During(own=(S.PHASE_BATTLE,), opponent=(S.PHASE_BATTLE,), rest=_synchro_targets)


def resolve(ctx):
    yield from ctx.synchro_summon()


EFFECTS = [activate(resolve, special_summons=True, condition=condition, label="Battle Phase: Synchro Summon")]
