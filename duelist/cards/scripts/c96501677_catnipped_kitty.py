"""Catnipped Kitty (96501677), Effect Monster."""
from duelist.cards.common import IGNITION, Effect, Target, opp_monsters
from duelist.engine import state as S

DESCRIPTION = ("Level 2 EARTH Beast (0/500). Once per turn, in its controller's Main Phase: it targets "
               "1 face-up monster the opponent controls, whose DEF becomes 0 until the end of the turn.")


def _face_up_theirs(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller == ctx.opponent


def resolve(ctx):
    for card in ctx.targets:
        if card.face_up:
            ctx.set_stats(card, defense=0)


# The 2005 text (RDS) does what today's does (a face-up monster of the opponent's, its DEF 0 until
# the turn ends): no ERAS entry.
EFFECTS = [Effect(IGNITION, once_per_turn=True, resolve=resolve,
                  target=Target(opp_monsters, filter=_face_up_theirs,
                                prompt="Catnipped Kitty: which monster's DEF becomes 0?"),
                  label="an opponent's monster's DEF becomes 0 this turn")]
