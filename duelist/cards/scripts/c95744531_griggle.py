"""Griggle (95744531), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect
from duelist.cards.scripts.c95174353_ameba import control_passed, cost

DESCRIPTION = ("Level 1 EARTH Plant. When control of it, face-up on the field, passes to the other "
               "player, the player who now controls it gains 3000 LP. Only once while it stays "
               "face-up on the field.")


def resolve(ctx):
    ctx.recover(ctx.event["player"], 3000)


# (the 2005 text, MRL-016, and today's do the same: the new controller gains 3000, once while
# face-up; no ERAS entry; Ameba's mirror: its control test and once-while-face-up mark)
EFFECTS = [Effect(TRIGGER, events="control", match=control_passed, cost=cost, resolve=resolve,
                  label="3000 LP to the player who took it")]
