"""The Shallow Grave (43434803), Normal Spell."""
from duelist.cards.common import Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: each player targets a monster in their own GY, and both are "
               "Special Summoned face-down in Defense Position to their owners' fields. Both "
               "players need such a monster (and a free Monster Zone) to activate it.")


def _monsters(ctx, player):
    return [c for c in ctx.grave(player)
            if c.data.card_type == "Monster" and ctx.can_special_summon(c, player, position=S.FACEDOWN_DEFENSE)]


def in_grave(ctx, card):
    return card.location == S.GRAVE


def resolve(ctx):
    mine = ctx.target_group(0)
    theirs = ctx.target_group(1)
    for player, group in ((ctx.player, mine), (ctx.opponent, theirs)):
        for card in group:
            if ctx.can_special_summon(card, player):
                ctx.special_summon(card, player=player, position=S.FACEDOWN_DEFENSE)


EFFECTS = [activate(resolve, special_summons=True, target=[
    Target(lambda ctx: _monsters(ctx, ctx.player), filter=in_grave,
           prompt="The Shallow Grave: choose a monster in your GY"),
    Target(lambda ctx: _monsters(ctx, ctx.opponent), filter=in_grave, chooser=lambda ctx: ctx.opponent,
           prompt="The Shallow Grave: choose a monster in your GY"),
])]
