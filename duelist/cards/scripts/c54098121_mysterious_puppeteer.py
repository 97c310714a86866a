"""Mysterious Puppeteer (54098121), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect

DESCRIPTION = ("While it is face-up on the field, its controller gains 500 LP every time a monster "
               "(either player's, itself included) is Normal Summoned or Flip Summoned.")


def match(ctx, ev):
    return ev["kind"] in ("normal", "tribute", "flip")


EFFECTS = [Effect(TRIGGER, events="summoned", match=match, resolve=lambda ctx: ctx.recover(ctx.player, 500),
                  label="gain 500 LP")]
