"""Change of Heart (4031928), Normal Spell."""
from duelist.cards.common import Target, activate, control_room, opp_monsters

DESCRIPTION = ("Normal Spell: borrow one of your opponent's monsters; it fights for you and goes "
               "back to them in this turn's End Phase.")


def resolve(ctx):
    for card in ctx.targets:
        ctx.take_control(card)


# the monster taken needs a usable Main Monster Zone of yours
EFFECTS = [activate(resolve, condition=control_room,
                    target=Target(opp_monsters, filter=lambda ctx, c: c.controller != ctx.player and ctx.can_take_control(c),
                                  prompt="Change of Heart: take which monster?"))]
