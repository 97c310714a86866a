"""Bombardment Beetle (57409948), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, opp_monsters
from duelist.engine import state as S

DESCRIPTION = ("Level 2 WIND Insect (400/900). FLIP: it targets 1 face-down Defense Position monster "
               "its opponent controls; its controller looks at that monster, and destroys it if it is "
               "an Effect Monster (still face-down: no Flip effect starts); otherwise it stays face-down.")


def _set_monster(ctx, card):
    return card.position == S.FACEDOWN_DEFENSE and card.controller == ctx.opponent


def resolve(ctx):
    for card in ctx.targets:
        if card.position != S.FACEDOWN_DEFENSE:
            continue
        ctx.reveal([card], ctx.player)          # its controller alone looks at it
        if "Effect" in (card.data.kinds or ()):
            yield from ctx.destroy([card])


# The 2005 print (PSV-087: look at 1 face-down Defense Position monster of the opponent's, destroy it
# if it is an Effect Monster, else return it to its position) reads as today's, which targets (the
# OCG text picks it on activation): no ERAS entry.
EFFECTS = [Effect(FLIP, target=Target(opp_monsters, filter=_set_monster,
                                      prompt="Bombardment Beetle: look at which face-down monster?"),
                  resolve=resolve, destroys=True, label="look at a Set monster: destroy it if it is an Effect Monster")]
