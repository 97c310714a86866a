"""Earthshaker (60866277), Normal Trap."""
from duelist.cards.common import activate, is_face_up

DESCRIPTION = ("Normal Trap, usable while a face-up monster is on the field: as it resolves you choose "
               "2 Attributes, the opponent picks 1 of them, and every face-up monster on the field of "
               "that Attribute is destroyed.")

ATTRIBUTES = ("LIGHT", "DARK", "EARTH", "WATER", "FIRE", "WIND")


def resolve(ctx):
    # both choices as it resolves (yugioh-wiki.net FAQ, 07/04/29)
    first = yield from ctx.choose_option(list(ATTRIBUTES), "Earthshaker: choose the 1st Attribute")
    rest = [a for i, a in enumerate(ATTRIBUTES) if i != first]
    second = yield from ctx.choose_option(rest, "Earthshaker: choose the 2nd Attribute")
    pair = [ATTRIBUTES[first], rest[second]]
    ctx.declare("Attributes", "%s, %s" % tuple(pair))
    picked = yield from ctx.choose_option(pair, "Earthshaker: which Attribute is destroyed?", player=ctx.opponent)
    attribute = pair[picked]
    ctx.declare("Attribute", attribute, player=ctx.opponent)
    victims = ctx.cards_where("monsters", lambda c, card: card.face_up and c.attribute(card) == attribute,
                              who="both")
    yield from ctx.destroy(victims)


# (FAQ: it cannot be activated while no face-up monster is on the field)
EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("monsters", is_face_up, who="both"), destroys=True)]
