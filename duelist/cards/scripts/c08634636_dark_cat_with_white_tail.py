"""Dark Cat with White Tail (08634636), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 2 EARTH Beast. Flip effect: it targets 2 monsters the opponent controls and 1 "
               "its controller controls (itself allowed) and returns all three to their owners' hands.")


def _on_field(ctx, card):
    return card.location == S.MZONE


def resolve(ctx):
    if ctx.targets:
        ctx.to_hand(ctx.targets)


# (the 2005 print, Magician's Force MFC-083, and today's text do the same: all three are targets,
# so it is activated only with 2 monsters on the opponent's side and 1 on its controller's;
# no ERAS entry)
EFFECTS = [Effect(FLIP, resolve=resolve, label="flip: return 2 of theirs and 1 of yours to the hand",
                  target=[Target(lambda ctx: ctx.monsters("opp"), filter=_on_field, count=2,
                                 prompt="Dark Cat with White Tail: return which 2 of your opponent's monsters?"),
                          Target(lambda ctx: ctx.monsters("me"), filter=_on_field,
                                 prompt="Dark Cat with White Tail: return which monster of yours?")])]
