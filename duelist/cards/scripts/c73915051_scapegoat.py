"""Scapegoat (73915051), Quick-Play Spell."""
from duelist.cards.common import FreeMonsterZones, L, activate
from duelist.cards.db import get_card
from duelist.engine import state as S

DESCRIPTION = ("Quick-Play Spell: fills four of your empty Monster Zones with Level 1 Beast "
               "tokens (0 ATK / 0 DEF) in Defense Position; they cannot be offered as Tributes "
               "for a Tribute Summon, and in the turn you use it you may Summon no other monster "
               "(Setting one is still fine).")

# the four Sheep Tokens, one passcode per artwork (the card database's Token records)
SHEEP_CODES = (73915052, 73915053, 73915054, 73915055)

NO_SUMMON = L.NO_SUMMON      # the lasting player rule this card leaves (Normal Sets allowed)


def free_main_zones(ctx):
    return ctx.free_monster_zone_count()


def no_summon_yet(ctx):
    # "you cannot Summon other monsters the turn you activate this card": not after a Summon
    # (Normal, Tribute, Flip or Special); and its Tokens are Summoned: not while its player may
    # not Summon (The Last Warrior from Another Planet)
    return ctx.summons_this_turn(ctx.player) == 0 and not ctx.summon_locked()


# four empty Main Monster Zones (what refuses it most often: the windows read the count
# without asking), then no Summon this turn
condition = FreeMonsterZones(4, no_summon_yet)


def cost(ctx):
    # the restriction binds from the activation (even if it is negated); the engine's
    # summon menus and Special Summons read it
    ctx.player_flag(ctx.player, NO_SUMMON, allow_set=True, except_cid=ctx.card.cid)


def resolve(ctx):
    if free_main_zones(ctx) < 4 or ctx.summon_locked():
        return                 # all four or none
    for code in SHEEP_CODES:
        token = ctx.create_token(get_card(code), S.FACEUP_DEFENSE)
        if token is not None:
            token.info = {"no_tribute_summon": True}     # read by the engine's Tribute rules


EFFECTS = [activate(resolve, special_summons=True, condition=condition, cost=cost)]
