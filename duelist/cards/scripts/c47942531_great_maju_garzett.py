"""Great Maju Garzett (47942531), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect, M
# the same "Tribute Summoned, its original ATK unchanged" test as Maju Garzett's (one rule, one place)
from duelist.cards.scripts.c08794435_maju_garzett import tribute_summoned_unchanged

DESCRIPTION = ("Level 6 DARK Fiend, 0 ATK / 0 DEF. Its ATK becomes twice the original ATK of the "
               "monster Tributed for its Tribute Summon; otherwise (Special Summoned, Set, turned "
               "face-down since, or once an effect changed its original ATK) it has 0.")

RECORDS_TRIBUTES = True     # the engine marks it with its Tributes (M.TRIBUTED_ATK)


def _twice(ctx, card):
    return (2 * sum(atk for _, atk in ctx.marked(card, M.TRIBUTED_ATK)), None)


# The 2005 text (RDS: its ATK is twice the original ATK of the monster Tributed for its Tribute
# Summon) and today's do the same: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.SET_STATS, affects=tribute_summoned_unchanged, value=_twice,
                  label="ATK = twice its Tribute's original ATK")]
