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


def _resolve(must):
    def resolve(ctx):
        for card in ctx.targets:
            ctx.player_flag(ctx.player, L.TRIBUTE_OPPONENT, card=card, must=must)
    return resolve


def _effects(must):
    return [activate(_resolve(must), condition=no_battle_phase_yet, cost=restriction,
                     target=Target(opp_monsters, filter=lambda ctx, c: c.controller != ctx.player,
                                   prompt="Soul Exchange: which monster %s you Tribute?"
                                   % ("must" if must else "may")))]


EFFECTS = _effects(True)

# the 2005 text (GOAT, the TCG print): "you can Tribute that monster": it may be one of the
# Tributes, its player is not forced to use it (the Edison-format rulings)
ERAS = {"2005": {
    "DESCRIPTION": ("Normal Spell: pick one of your opponent's monsters; if you Tribute Summon "
                    "this turn, you may use that monster as one of the Tributes, as if it were "
                    "yours. Using it costs you your Battle Phase for the turn (2005 text)."),
    "EFFECTS": _effects(False),
}}
