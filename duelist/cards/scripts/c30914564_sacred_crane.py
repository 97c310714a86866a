"""Sacred Crane (30914564), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H

DESCRIPTION = ("Level 4 LIGHT Winged Beast, 1600 / 400. When it is Special Summoned, its controller "
               "draws 1 card (mandatory).")


def special_summoned_self(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and \
        ev.get("kind") in ("special", "proc")


# (the 2005 text, IOC-069: "when this card is Special Summoned successfully, draw 1 card", and
# today's do the same: mandatory in both; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.SUMMONED, match=special_summoned_self,
                  resolve=lambda ctx: ctx.draw(ctx.player, 1), label="Special Summoned: draw 1")]
