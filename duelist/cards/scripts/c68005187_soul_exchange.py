"""Soul Exchange (68005187), Normal Spell."""
from duelist.cards.common import Target, activate, opp_monsters

DESCRIPTION = ("Normal Spell: target 1 monster your opponent controls; this turn you may Tribute it "
               "for a Tribute Summon as if it were yours. You cannot conduct your Battle Phase "
               "this turn.")


def resolve(ctx):
    # the Battle Phase ban applies however the card resolves (it is not a cost)
    ctx.player_flag(ctx.player, "no_battle_phase")
    for card in ctx.targets:
        ctx.player_flag(ctx.player, "tribute_opponent", uid=card.uid)


EFFECTS = [activate(resolve, target=Target(opp_monsters, filter=lambda ctx, c: c.controller != ctx.player,
                                           prompt="Soul Exchange: which monster may you Tribute?"))]
