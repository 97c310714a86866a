"""Soul Exchange (68005187), Normal Spell."""
from duelist.cards.common import L, Target, activate, opp_monsters

DESCRIPTION = ("Normal Spell: pick one of your opponent's monsters; if you Tribute Summon this "
               "turn, that monster must be one of the Tributes, in place of one of yours. Using "
               "it costs you your Battle Phase for the turn.")


def no_battle_phase_yet(ctx):
    """It cannot be used after this turn's Battle Phase (its restriction could not be kept)."""
    return not ctx.battle_phase_this_turn


def restriction(ctx):
    # "you cannot conduct your Battle Phase the turn you activate this card": a condition of
    # the activation, not part of the effect, so negating the card does not lift it
    ctx.player_flag(ctx.player, L.NO_BATTLE_PHASE)


def resolve(ctx):
    for card in ctx.targets:
        ctx.player_flag(ctx.player, L.TRIBUTE_OPPONENT, card=card, must=True)


EFFECTS = [activate(resolve, condition=no_battle_phase_yet, cost=restriction,
                    target=Target(opp_monsters, filter=lambda ctx, c: c.controller != ctx.player,
                                  prompt="Soul Exchange: which monster must you Tribute?"))]
