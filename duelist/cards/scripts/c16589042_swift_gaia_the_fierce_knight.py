"""Swift Gaia the Fierce Knight (16589042), Effect Monster."""

DESCRIPTION = ("Level 7 DARK Warrior, 2300 ATK / 2100 DEF. While it is the only card in its "
               "player's hand, it may be Normal Summoned (not Set) without Tributes.")


def SUMMON_WITHOUT_TRIBUTE_IF(ctx):
    # a summoning rule, no effect (yugioh-wiki.net 《疾風の暗黒騎士ガイア》): asked by the summon
    # menu (turn.py `_summon_without_tribute`) with the card in its player's hand
    return len(ctx.hand()) == 1


EFFECTS = []

# (the 2005 TCG text and today's do the same: a Normal Summon without Tributes while it is the
# only card in the hand, never a Set; no ERAS entry)
