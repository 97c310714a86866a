"""Stray Lambs (60764581), Normal Spell."""
from duelist.cards.common import FreeMonsterZones, L, activate
from duelist.cards.db import get_card
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: Special Summons two Lamb Tokens (Level 1 EARTH Beast, 0/0) in Defense "
               "Position, both or none; in the turn you activate it you may Summon no other monster "
               "(Setting one is still fine, Tributing the Lambs too).")

LAMB_TOKEN = 60764582      # the card database's Token record

NO_SUMMON = L.NO_SUMMON    # the lasting player rule this card leaves (Normal Sets allowed)


def no_summon_yet(ctx):
    # "you cannot Summon other monsters the turn you activate this card": not after a Summon this
    # turn, and not while its player may not Summon at all (its Tokens are Summoned)
    return ctx.summons_this_turn(ctx.player) == 0 and not ctx.summon_locked()


# two empty Main Monster Zones, then no Summon this turn (as Scapegoat, which reads the same)
condition = FreeMonsterZones(2, no_summon_yet)


def cost(ctx):
    # the restriction binds from the activation (even if it is negated), as Scapegoat's
    ctx.player_flag(ctx.player, NO_SUMMON, allow_set=True, except_cid=ctx.card.cid)


def resolve(ctx):
    if ctx.free_monster_zone_count() < 2 or ctx.summon_locked():
        return                 # both or none
    data = get_card(LAMB_TOKEN)
    for _ in range(2):
        ctx.create_token(data, S.FACEUP_DEFENSE)


# The 2005 text (IOC-092: when you activate it you cannot Normal Summon, Flip Summon or Special Summon
# this turn; two Lamb Tokens in Defense Position) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, special_summons=True, condition=condition, cost=cost)]
