"""Snipe Hunter (84290642), Effect Monster."""
from duelist.cards.common import IGNITION, Effect, Target, discard_one_cost

DESCRIPTION = ("Level 4 DARK Fiend. In its controller's Main Phase, as often as they like: throw away "
               "a card from the hand (the cost) and pick a card on the field; a six-sided die is "
               "rolled, and on a 2, 3, 4 or 5 the card picked is destroyed.")


def resolve(ctx):
    result = ctx.roll_die()
    if 2 <= result <= 5 and ctx.targets:
        yield from ctx.destroy(ctx.targets)


# (whether it destroys is left to the die: Stardust Dragon's "negate an effect that would destroy"
# does not answer it, yugioh-wiki.net; so no `destroys=` declaration)
EFFECTS = [Effect(IGNITION, can_pay=lambda ctx: bool(ctx.hand("me")), cost=discard_one_cost, discard_cost=True, resolve=resolve,
                  target=Target(lambda ctx: ctx.field("both"), prompt="Snipe Hunter: which card?"),
                  label="discard a card, roll a die: destroy a card on 2-5")]
