"""Token Thanksgiving (57182235), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: every Token on the field, on either side, is destroyed (one held "
               "as an Equip Card too); you gain 800 LP for each Token destroyed.")


def _tokens(ctx):
    """The Tokens on the field: in the Monster Zones, and one an effect equipped as an Equip Card
    (yugioh-wiki.net 《トークン収穫祭》)."""
    return [c for c in ctx.monsters("both") + ctx.spells_traps("both") if c.data.is_token]


def resolve(ctx):
    destroyed = yield from ctx.destroy(_tokens(ctx))
    if destroyed:
        ctx.recover(ctx.player, 800 * len(destroyed))


# The 2005 text (DCR) and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: bool(_tokens(ctx)), destroys=True)]
