"""Anti Raigeki (42364257), Normal Trap."""
from duelist.cards.common import Destroys, Responding, activate

DESCRIPTION = ("Normal Trap: when your opponent activates Raigeki (while they control a monster), "
               "that Raigeki's effect is negated and every monster your opponent controls is "
               "destroyed instead of yours.")

RAIGEKI = 12580477


def opponents_raigeki(ctx):
    """The chain's last link is the activation of the opponent's Raigeki card, and the opponent
    controls a monster (yugioh-wiki.net: it cannot be activated otherwise)."""
    link = ctx.responding_to
    return link.player != ctx.player and link.card_activation and \
        ctx.link_card(link).code == RAIGEKI and bool(ctx.monsters("opp"))


def _opponents_monsters(ctx):
    return ctx.monsters("opp")


def resolve(ctx):
    link = ctx.responding_to
    if link is not None:
        ctx.negate_effect(link)
    yield from ctx.destroy(ctx.monsters("opp"))


# One meaning in both eras (the TP3 print and the OCG text: the opponent's monsters are destroyed
# instead of yours): no ERAS entry.
EFFECTS = [activate(resolve, condition=Responding(opponents_raigeki), destroys=Destroys(_opponents_monsters), label="Anti Raigeki")]
