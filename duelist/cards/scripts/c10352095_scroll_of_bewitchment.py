"""Scroll of Bewitchment (10352095), Equip Spell."""
from duelist.cards.common import C, CONTINUOUS, Effect, R, Target, activate, face_up_monsters, stays_equipped
from duelist.engine.names import M

DESCRIPTION = ("Equip Spell: as it is activated its player declares an Attribute and targets a face-up "
               "monster (either side); equipped, that monster is of the declared Attribute.")

ATTRIBUTES = ["DARK", "EARTH", "FIRE", "LIGHT", "WATER", "WIND"]


def declare(ctx):
    """Declared on activation (not a cost): kept with the chain link until it resolves."""
    pick = yield from ctx.choose_option(list(ATTRIBUTES), "Scroll of Bewitchment: declare an Attribute")
    ctx.declare("Attribute", ATTRIBUTES[pick])
    ctx.link.info["attribute"] = ATTRIBUTES[pick]


def resolve(ctx):
    attribute = ctx.link.info.get("attribute")
    if ctx.targets and ctx.card_still_here and attribute is not None:
        ctx.equip(ctx.card, ctx.targets[0])
        ctx.mark(ctx.card, M.DECLARED, attribute)     # (gone when it leaves or turns face-down)


def equipped(ctx, card):
    return ctx.related(R.EQUIP) is card and ctx.marked(ctx.card, M.DECLARED) is not None


# (the 2003 print, LON-048, and today's text do the same: no ERAS entry; DIVINE is not declared,
# an Attribute no card of either era's play has)
EFFECTS = [
    activate(resolve, cost=declare, equip_filter=stays_equipped,
             target=Target(face_up_monsters, filter=lambda ctx, card: card.face_up,
                           prompt="Scroll of Bewitchment: equip to which monster?")),
    # the engine applies a C.ATTRIBUTE effect only to face-up monsters in a Monster Zone
    Effect(CONTINUOUS, tag=C.ATTRIBUTE, affects=equipped, value=lambda ctx, card: ctx.marked(ctx.card, M.DECLARED),
           label="the equipped monster is of the declared Attribute"),
]
