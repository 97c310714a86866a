"""Rite of Spirit (30450531), Normal Trap."""
from duelist.cards.common import SeriesInGrave, Target, activate, choose_summon_position
from duelist.cards.scripts.c47355498_necrovalley import is_gravekeeper
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: pick a Gravekeeper's monster in your own Graveyard and Special "
               "Summon it. Necrovalley does not stop this card.")


def _my_gravekeepers(ctx):
    """The Gravekeeper's monsters in your GY, in GY order: the candidates the filter is then
    asked of (the windows ask this while the card is Set, and most GYs hold none)."""
    return [c for c in ctx.grave("me") if c.data.card_type == "Monster" and is_gravekeeper(c)]


def _revivable(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and card.data.card_type == "Monster" and \
        is_gravekeeper(card) and ctx.can_special_summon(card)


def resolve(ctx):
    for card in ctx.targets:
        position = yield from choose_summon_position(ctx, card)
        ctx.special_summon(card, position=position)


# (a Gravekeeper's monster in your GY, declared: the windows pass the card by without a call
# while there is none, 81% of its asks on Gravekeeper/Burn; then the target's own checks)
EFFECTS = [activate(resolve, special_summons=True, condition=SeriesInGrave("Gravekeeper's"),
                    target=Target(_my_gravekeepers, filter=_revivable,
                                  prompt="Rite of Spirit: Special Summon which monster?"))]
