"""Proxy Dragon (22862454), Link Effect Monster (Link-2: Left, Right)."""
from duelist.cards.common import destroy_instead
from duelist.engine import state as S

DESCRIPTION = ("Link-2 LIGHT Cyberse, Link Summoned with 2 monsters. When a card its controller "
               "controls would be destroyed by battle or by a card effect, they may destroy one of "
               "their own monsters it points to instead.")

# our card data has no material line for it
LINK_MATERIALS = "2 monsters"


def _yours(ctx, card):
    return card.controller == ctx.player and card.location in S.FIELD_LOCATIONS


def _yours_it_points_to(ctx):
    return [c for c in ctx.pointed_monsters(ctx.card) if c.controller == ctx.player]


EFFECTS = [
    # a replacement effect (engine/destruction.py): one monster destroyed instead saves every
    # card of that destruction; not one the same destruction destroys already
    destroy_instead(_yours, _yours_it_points_to, reasons=("battle", "effect"), optional=True,
                    label="destroy a monster it points to instead"),
]
