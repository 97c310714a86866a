"""Mind Control (37520316), Normal Spell."""
from duelist.cards.common import L, Target, activate, control_room, opp_monsters

DESCRIPTION = ("Normal Spell: target one of your opponent's monsters and take control of it until "
               "the End Phase; while you have it this turn, it cannot declare an attack and cannot "
               "be Tributed.")

LASTING_TAGS = (L.NO_TRIBUTE,)


def resolve(ctx):
    for card in ctx.targets:
        if ctx.take_control(card):
            ctx.lasting(L.CANNOT_ATTACK, card)      # a rule against declaring an attack
            ctx.lasting(L.NO_TRIBUTE, card)


# the monster taken needs a usable Main Monster Zone of yours
EFFECTS = [activate(resolve, condition=control_room,
                    target=Target(opp_monsters, filter=lambda ctx, c: c.controller != ctx.player and ctx.can_take_control(c),
                                  prompt="Mind Control: take which monster?"))]
