"""Burst Stream of Destruction (17655904), Normal Spell."""
from duelist.cards.common import L, activate, face_up_named

BLUE_EYES = 89631139

DESCRIPTION = ("Normal Spell: activated only while its player controls a face-up Blue-Eyes White "
               "Dragon; every monster the opponent controls is destroyed. The Blue-Eyes White "
               "Dragons its player controls cannot attack this turn (from the activation on, "
               "even if it is negated).")


def condition(ctx):
    return ctx.any_card("monsters", lambda ctx, c: True, who="opp") and \
        bool(face_up_named(ctx, BLUE_EYES, who="me"))


def no_attack(ctx):
    # the price of the activation, not of its resolution: a negated Burst Stream still binds
    for dragon in face_up_named(ctx, BLUE_EYES, who="me"):
        ctx.lasting(L.CANNOT_ATTACK, dragon)


def resolve(ctx):
    yield from ctx.destroy(ctx.monsters("opp"))


EFFECTS = [activate(resolve, condition=condition, cost=no_attack, destroys=True)]
