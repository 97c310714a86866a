"""Proxy Dragon (22862454), Link Effect Monster (Link-2: Left, Right)."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Link-2 LIGHT Cyberse, Link Summoned with 2 monsters. When a card its controller "
               "controls would be destroyed by battle or by a card effect, they may destroy one of "
               "their own monsters it points to instead.")

# our card data has no material line for it
LINK_MATERIALS = "2 monsters"


def _yours_it_points_to(ctx):
    return [c for c in ctx.duel.pointed_monsters(ctx.card) if c.controller == ctx.player]


EFFECTS = [
    # the engine asks for it when cards would be destroyed by battle (engine/link.py); a
    # destruction by a card effect happens inside a resolution, where the engine cannot ask yet
    Effect(CONTINUOUS, tag="destroy_substitute",
           affects=lambda ctx, card: card.controller == ctx.player and card.location in S.FIELD_LOCATIONS,
           value=_yours_it_points_to, label="destroy a monster it points to instead"),
]
