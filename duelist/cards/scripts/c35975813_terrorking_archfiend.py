"""Terrorking Archfiend (35975813), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 4 DARK Fiend (2000/1500). It can be Normal Summoned or Flip Summoned only "
               "while its player controls a face-up \"Archfiend\" monster (a Set is allowed). Its "
               "controller pays 800 LP in each of their Standby Phases (not optional; with fewer LP "
               "it is destroyed). As an effect of a card the opponent controls that targets it "
               "resolves, a die is rolled: on a 2 or a 5 that effect is negated and that card "
               "destroyed.")


def NORMAL_SUMMON_IF(ctx):
    """A summoning rule, no effect (it holds under Skill Drain): a face-up Archfiend of its player."""
    return ctx.any_card("monsters", lambda ctx, c: c.face_up and K.is_archfiend(c))


EFFECTS = [
    K.archfiend_upkeep(800),
    K.archfiend_die((2, 5)),
]
