"""Mask of Weakness (57882509), Normal Trap."""
from duelist.cards.common import H, Target, activate, opponents_attacker
from duelist.cards.scripts.c96355986_enchanted_javelin import still_theirs_face_up

DESCRIPTION = ("Normal Trap answering an attack declared by an opponent's monster: it targets the "
               "attacker, which loses 700 ATK until the end of the turn.")


def resolve(ctx):
    for card in ctx.targets:
        ctx.modify(card, -700, 0)


# The 2005 print (DB1-EN218: activated when the opponent's monster declares an attack, the attacker
# loses 700 ATK until the End Phase) reads as today's: no ERAS entry.
EFFECTS = [activate(resolve, target=Target(opponents_attacker, filter=still_theirs_face_up,
                                           prompt="Mask of Weakness: the attacker"),
                    answers=H.ATTACK)]
