"""Cave Dragon (93220472), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WIND Dragon (2000/100). It cannot be Normal Summoned while its player "
               "controls a monster (it can be Set, Flip Summoned and Special Summoned). It can "
               "declare an attack only while its controller controls another face-up Dragon "
               "monster.")


def NORMAL_SUMMON_IF(ctx):
    """A summoning rule, no effect (it holds under Skill Drain): from the hand, only with no
    monster on its player's field; a Flip Summon (asked of the card face-down on the field) is
    free."""
    return ctx.card.location != S.HAND or not ctx.monsters("me")


def _alone_among_dragons(ctx, card):
    if card is not ctx.card:
        return False
    return not any(c is not card and c.face_up and ctx.race(c) == "Dragon" for c in ctx.monsters("me"))


# (the 2005 print, Legacy of Darkness, and today's text do the same: no ERAS entry)
EFFECTS = [Effect(CONTINUOUS, tag="cannot_attack", affects=_alone_among_dragons,
                  label="no attack without another Dragon")]
