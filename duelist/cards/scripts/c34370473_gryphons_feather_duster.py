"""Gryphon's Feather Duster (34370473), Normal Spell."""
from duelist.cards.common import activate
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Normal Spell: destroys every other Spell and Trap Card you control (face-up or "
               "Set, your Field Spell too); you gain 500 LP for each card it destroyed.")


def _mine_but_this(ctx):
    cards = ctx.spells_traps("me")
    if ctx.card in cards:
        cards.remove(ctx.card)
    return cards


def resolve(ctx):
    destroyed = yield from ctx.destroy(_mine_but_this(ctx))
    if destroyed:
        ctx.recover(ctx.player, 500 * len(destroyed))


# it needs another Spell/Trap of yours to destroy (yugioh-wiki.net 《グリフォンの羽根帚》)
EFFECTS = [activate(resolve, condition=lambda ctx: bool(_mine_but_this(ctx)), destroys=Destroys(_mine_but_this))]
