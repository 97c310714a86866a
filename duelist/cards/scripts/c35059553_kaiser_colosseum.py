"""Kaiser Colosseum (35059553), Continuous Spell."""
from duelist.cards.common import C, CONTINUOUS, Effect, activate
from duelist.engine.effects import MonsterLimit

DESCRIPTION = ("Continuous Spell: while its controller controls a monster, the opponent cannot put a "
               "monster on the field (a Summon, a Set, a Token, a monster coming back) if that would "
               "leave them more monsters than its controller; the monsters already there stay, and a "
               "control change is no placement.")

# its limit is read where the engine asks for room only in a duel holding a card that declares
# the marker (extra.py `_monster_room`; round 58b)
LASTING_TAGS = (C.MONSTER_LIMIT,)


def most(ctx, player):
    """The most monsters `player` may have once a monster is placed: as many as this card's
    controller controls, while that is 1 or more (yugioh-wiki.net 《カイザーコロシアム》: with
    none, no limit); none on its controller."""
    if player == ctx.player:
        return None
    count = len(ctx.monsters("me"))
    return count if count else None


EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag="blocked_zones", value=MonsterLimit(most),
           label="the opponent's monsters no more than yours"),
]
