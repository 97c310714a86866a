"""Change of Heart (4031928), Normal Spell."""
from duelist.cards.common import Target, activate, opp_monsters
from duelist.cards.common import free_monster_zone

DESCRIPTION = ("Normal Spell: borrow one of your opponent's monsters; it fights for you and goes "
               "back to them in this turn's End Phase.")


def resolve(ctx):
    for card in ctx.targets:
        ctx.take_control(card)


EFFECTS = [activate(resolve, condition=free_monster_zone,
                    target=Target(opp_monsters, filter=lambda ctx, c: c.controller != ctx.player,
                                  prompt="Change of Heart: take which monster?"))]
