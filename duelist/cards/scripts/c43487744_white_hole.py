"""White Hole (43487744), Normal Trap."""
from duelist.cards.common import C, Responding, activate

DESCRIPTION = ("Normal Trap, an answer to the opponent's Dark Hole card as it is activated: that Dark Hole "
               "then destroys none of your monsters (theirs still go).")

DARK_HOLE = 53129443

# its answer spares your monsters from that link's destruction, read in a destruction's counters step
# (engine/destruction.py `spare_from_link`, as Fake Trap's)
LASTING_TAGS = (C.LINK_SPARES, C.DESTROY_COUNTER)


def opponents_dark_hole(ctx):
    """The chain's last link is the activation of the opponent's Dark Hole card."""
    link = ctx.responding_to
    return link.player != ctx.player and link.card_activation and ctx.link_card(link).code == DARK_HOLE


def resolve(ctx):
    link = ctx.responding_to
    if link is not None:
        ctx.spare_from_link(link, ("Monster",))


# One meaning in both eras (TP1-005, 2002, and today's print: when your opponent activates Dark Hole,
# your monsters are not destroyed by it): no ERAS entry.
EFFECTS = [activate(resolve, condition=Responding(opponents_dark_hole), label="White Hole")]
