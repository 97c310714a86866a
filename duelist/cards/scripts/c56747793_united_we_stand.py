"""United We Stand (56747793), Equip Spell."""
from duelist.cards.common import C, CONTINUOUS, Effect, R, Target, activate, face_up_monsters

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 800 ATK and 800 DEF for each "
               "face-up monster its player controls (the equipped one and Tokens included), "
               "counted anew at every moment.")


def resolve(ctx):
    targets = ctx.targets
    if targets and ctx.card_still_here:
        ctx.equip(ctx.card, targets[0])


def boost(ctx, card):
    # "you": the controller of United We Stand, whoever controls the monster it equips
    bonus = 800 * len(ctx.monsters("me", face_up=True))
    return (bonus, bonus)


EFFECTS = [
    activate(resolve, target=Target(face_up_monsters, filter=lambda ctx, c: c.face_up,
                                    prompt="United We Stand: equip to which monster?")),
    Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, c: ctx.related(R.EQUIP) is c, value=boost,
           label="the equipped monster gains 800 ATK/DEF per face-up monster you control"),
]
