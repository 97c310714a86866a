"""Pot of Avarice (67169062), Normal Spell."""
from duelist.cards.common import Target, activate

DESCRIPTION = ("Normal Spell: target 5 Monster Cards in your GY; shuffle all 5 into the Deck "
               "(a Fusion Monster to the Extra Deck), then draw 2 cards. Should any of the 5 be "
               "gone from the GY when it resolves, nothing is shuffled and nothing drawn.")


def _grave_monster(ctx, card):
    return card.data.card_type == "Monster"


def resolve(ctx):
    targets = ctx.targets
    if len(targets) < 5:
        return                  # (a target left the GY: the effect does not apply at all)
    ctx.to_deck(targets)
    ctx.then()
    ctx.draw(ctx.player, 2)


EFFECTS = [activate(resolve, target=Target(lambda ctx: ctx.grave("me"), filter=_grave_monster, count=5,
                                           prompt="Pot of Avarice: shuffle which 5 monsters into the Deck?"))]
