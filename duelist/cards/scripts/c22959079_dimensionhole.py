"""Dimensionhole (22959079), Normal Spell."""
from duelist.cards.common import C, EVER, L, Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: target a monster you control and banish it; it comes back to its "
               "owner's field, in the position it left, at the start of your next Standby Phase "
               "(no chain link; with no free Main Monster Zone it goes to the GY). While it is "
               "banished, the Main Monster Zone it left cannot be used; it comes back into it.")

# the engine returns it (turn.py `_standby_returns`) only in a duel holding a card that declares
# the lasting tag; the zone it left stays unusable meanwhile (info L.BLOCKS_ZONE of the same
# entry: extra.py `_blocked_zones` reads it only in a duel holding a card that declares both
# C.BLOCKED_ZONES and L.BLOCKS_ZONE; round 58b)
LASTING_TAGS = (L.RETURN_AT_STANDBY, C.BLOCKED_ZONES, L.BLOCKS_ZONE)


def mine(ctx, card):
    return card.location == S.MZONE and card.controller == ctx.player


def resolve(ctx):
    targets = ctx.targets
    if not targets:
        return
    monster = targets[0]
    position = monster.position
    # the Main Monster Zone it leaves (an Extra Monster Zone is none: not kept)
    zone = (monster.controller, monster.seq) if monster.seq < 5 else None
    if ctx.banish([monster]):
        # back at the start of this player's next Standby Phase, wherever this card went; its
        # zone unusable until then (while this banished object stays banished)
        ctx.lasting(L.RETURN_AT_STANDBY, monster, until=EVER, position=position, standby_of=ctx.player,
                    blocks_zone=zone)


EFFECTS = [
    activate(resolve, target=Target(lambda ctx: ctx.monsters("me"), filter=mine,
                                    prompt="Dimensionhole: banish which monster until your next Standby Phase?")),
]
