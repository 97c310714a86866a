"""Link Spider (98978921), Link Effect Monster (Link-1: Bottom)."""
from duelist.cards.common import IGNITION, Effect, choose_summon_position, take_one

DESCRIPTION = ("Link-1 EARTH Cyberse, Link Summoned with 1 Normal Monster. Once per turn its "
               "controller may Special Summon a Level 4 or lower Normal Monster from the hand to "
               "one of their own zones it points to.")

# our card data has no material line for it
LINK_MATERIALS = "1 Normal Monster"


def _zones(ctx):
    """Your Main Monster Zones it points to (an empty one takes the summoned monster)."""
    return [seq for owner, seq in ctx.pointed_zones(ctx.card) if owner == ctx.player]


def _normals(ctx):
    zones = _zones(ctx)
    return [c for c in ctx.hand("me") if c.data.is_normal_monster and 0 < (c.data.level or 0) <= 4
            and ctx.can_special_summon(c, zones=zones)]


def _resolve(ctx):
    if not ctx.card_still_here:
        return
    choices = _normals(ctx)
    if not choices:
        return
    card = yield from take_one(ctx, choices, "Link Spider: Special Summon which Normal Monster?")
    position = yield from choose_summon_position(ctx, card)
    ctx.special_summon(card, position=position, zones=_zones(ctx))


EFFECTS = [
    Effect(IGNITION, once_per_turn=True, condition=lambda ctx: bool(_normals(ctx)), resolve=_resolve, special_summons=True,
           label="Special Summon a Normal Monster to a zone it points to"),
]
