"""Mask of Weakness (57882509), Normal Trap."""
from duelist.cards.common import DS_ATK, Target, activate, battling
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap used while an attack is on (the Damage Step up to damage calculation "
               "included): it targets the attacking monster, whoever controls it, which loses 700 ATK "
               "until the end of the turn.")


def attacking_monster(ctx):
    """[the monster whose attack is on, face-up on the field], else []."""
    battle = battling(ctx)
    if battle is None or battle[0].location != S.MZONE or not battle[0].face_up:
        return []
    return [battle[0]]


def still_face_up(ctx, card):
    return card.location == S.MZONE and card.face_up


def resolve(ctx):
    for card in ctx.targets:
        ctx.modify(card, -700, 0)


# The OCG text since 2002 (SM-14: 1 attacking monster loses 700 ATK until the End Phase) and today's
# (OCG and TCG: target 1 attacking monster) say neither whose monster nor "at the attack declaration"
# (yugioh-wiki.net: usable on one's own attacker). The 2005 TCG print (LON-EN015) was not found: read
# as the OCG text it translates, no ERAS entry.
EFFECTS = [activate(resolve, target=Target(attacking_monster, filter=still_face_up,
                                           prompt="Mask of Weakness: the attacking monster"),
                    damage_step=DS_ATK)]
