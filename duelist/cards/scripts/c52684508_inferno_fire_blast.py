"""Inferno Fire Blast (52684508), Normal Spell."""
from duelist.cards.common import L, Target, activate, face_up_named

RED_EYES_B_DRAGON = 74677422

DESCRIPTION = ("Normal Spell: target a face-up Red-Eyes Black Dragon you control; the opponent takes damage "
               "equal to its original ATK. The Red-Eyes Black Dragons you control cannot attack this turn "
               "(from the activation on, even if it is negated).")


def candidates(ctx):
    return face_up_named(ctx, RED_EYES_B_DRAGON, who="me")


def _red_eyes(ctx, card):
    return card.face_up and ctx.is_named(card, RED_EYES_B_DRAGON)


def no_attack(ctx):
    # the price of the activation, as Burst Stream of Destruction's: a negated activation still binds
    for dragon in face_up_named(ctx, RED_EYES_B_DRAGON, who="me"):
        ctx.lasting(L.CANNOT_ATTACK, dragon)


def resolve(ctx):
    if ctx.targets:
        ctx.damage(ctx.opponent, ctx.original_atk(ctx.targets[0]))


# The SOD-EN042 print (2005) and the OCG text (《黒炎弾》: its original ATK) do the same: no ERAS entry.
EFFECTS = [activate(resolve, cost=no_attack, inflicts_damage="opponent",
                    target=Target(candidates, filter=_red_eyes,
                                  prompt="Inferno Fire Blast: which Red-Eyes Black Dragon?"))]
