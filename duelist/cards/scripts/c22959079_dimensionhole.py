"""Dimensionhole (22959079), Normal Spell."""
from duelist.cards.common import EVER, L, Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: target a monster you control and banish it; it comes back to its "
               "owner's field, in the position it left, at the start of your next Standby Phase "
               "(no chain link; with no free Main Monster Zone it goes to the GY).")

# the engine returns it (turn.py `_standby_returns`) only in a duel holding a card that declares
# the lasting tag
LASTING_TAGS = (L.RETURN_AT_STANDBY,)

INCOMPLETE = ("while the monster is banished, the Monster Zone it left is not kept unusable (the "
              "OCG text's second sentence; the engine's blocked zones, extra.py `_blocked_zones`, "
              "read no lasting entry yet)")


def mine(ctx, card):
    return card.location == S.MZONE and card.controller == ctx.player


def resolve(ctx):
    targets = ctx.targets
    if not targets:
        return
    monster = targets[0]
    position = monster.position
    if ctx.banish([monster]):
        # back at the start of this player's next Standby Phase, wherever this card went
        ctx.lasting(L.RETURN_AT_STANDBY, monster, until=EVER, position=position, standby_of=ctx.player)


EFFECTS = [
    activate(resolve, target=Target(lambda ctx: ctx.monsters("me"), filter=mine,
                                    prompt="Dimensionhole: banish which monster until your next Standby Phase?")),
]
