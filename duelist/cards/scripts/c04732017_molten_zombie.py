"""Molten Zombie (4732017), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 FIRE Pyro. Brought back from the GY by a Special Summon, it gives its "
               "controller one draw (mandatory).")


def revived_self(ctx, ev):
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and ev.get("kind") != "flip" \
        and card.summoned_from == S.GRAVE


EFFECTS = [Effect(TRIGGER, events="summoned", match=revived_self, resolve=lambda ctx: ctx.draw(ctx.player, 1),
                  label="Special Summoned from the GY: draw 1")]
