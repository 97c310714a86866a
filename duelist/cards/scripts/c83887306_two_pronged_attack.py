"""Two-Pronged Attack (83887306), Normal Trap."""
from duelist.cards.common import MonstersOnField, Target, activate, my_monsters, opp_monsters

DESCRIPTION = ("Normal Trap: trade two of your own monsters for one of your opponent's - all "
               "three, chosen as targets, are destroyed together.")


def _mine(ctx, card):
    return card.controller == ctx.player


def _theirs(ctx, card):
    return card.controller != ctx.player


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)     # the targets still on the field are destroyed


EFFECTS = [activate(resolve, condition=MonstersOnField(mine=2, theirs=1), target=[
    Target(my_monsters, filter=_mine, count=2, prompt="Two-Pronged Attack: your monster to destroy"),
    Target(opp_monsters, filter=_theirs, count=1, prompt="Two-Pronged Attack: opponent's monster to destroy"),
], destroys=True)]
