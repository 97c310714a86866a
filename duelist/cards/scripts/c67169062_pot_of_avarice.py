"""Pot of Avarice (67169062), Normal Spell."""
from duelist.cards.common import Target, activate

DESCRIPTION = ("Normal Spell: its player picks five Monster Cards of their own GY as targets; "
               "they go back into the Deck, which is shuffled (a Fusion Monster to the Extra Deck), "
               "and then that player takes two cards from the top. Should any of the five be gone "
               "from the GY when it resolves, nothing goes back and nothing is drawn.")


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
