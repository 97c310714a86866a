"""Michizure (37580756), Normal Trap."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, H, Target, activate, any_monster
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: when a monster its player controlled is destroyed and sent to the GY "
               "(by battle or by an effect), target 1 monster on the field and destroy it.")


def _mine_destroyed(ctx):
    """A monster this player controlled went from a Monster Zone to the GY destroyed: the
    happening that opened this window."""
    for ev in ctx.last_events:
        if ev["type"] == "moved" and ev.get("origin") == S.MZONE and ev.get("to") == S.GRAVE and \
                ev.get("controller") == ctx.player and K.was_destroyed(ev):
            return True
    return False


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [activate(resolve, condition=_mine_destroyed, damage_step=DS_ALWAYS, destroys=True,
                    answers=H.MOVED, target=Target(any_monster, prompt="Michizure: destroy which monster?"))]
