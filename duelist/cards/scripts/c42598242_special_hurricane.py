"""Special Hurricane (42598242), Normal Spell."""
from duelist.cards.common import activate, discard_one_cost, has_other_hand_card

DESCRIPTION = ("Normal Spell. Cost: discard 1 card. Every monster on the field, either side, that "
               "was Special Summoned (Tokens, Fusion Monsters and revived monsters too) is "
               "destroyed.")

_NOT_SPECIAL = ("normal", "tribute", "flip", "set", None)


def _special(ctx, card):
    return card.summon_kind not in _NOT_SPECIAL


def resolve(ctx):
    yield from ctx.destroy(ctx.cards_where("monsters", _special, who="both"))


EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("monsters", _special, who="both"),
                    cost=discard_one_cost, discard_cost=True, can_pay=has_other_hand_card, destroys=True)]
