"""Meteorain (64274292), Normal Trap."""
from duelist.cards.common import L, activate

DESCRIPTION = ("Normal Trap: for the rest of this turn, whenever a monster you control attacks a "
               "Defense Position monster with ATK above that monster's DEF, your opponent takes the "
               "difference as battle damage.")

# the engine reads this lasting player rule only in a duel holding a card that declares it
LASTING_TAGS = (L.PIERCING_RULE,)


def resolve(ctx):
    # a rule on its player for the turn (《メテオ・レイン》 "this turn, your monsters"): every monster
    # of theirs that attacks this turn, one Summoned after it resolved too (our reading of the text)
    ctx.player_flag(ctx.player, L.PIERCING_RULE)


# One meaning in both eras (the OCG text 《メテオ・レイン》 and the TCG prints, DR1-EN099 and later:
# this turn your monsters attacking a Defense Position monster inflict piercing damage): no ERAS entry.
# It changes no ATK/DEF, so it is not activated in the Damage Step (no `damage_step`).
EFFECTS = [activate(resolve)]
