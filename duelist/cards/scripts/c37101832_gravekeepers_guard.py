"""Gravekeeper's Guard (37101832), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, opp_monsters
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Spellcaster. When it is flipped face-up, its controller picks one "
               "monster the opponent controls as the target and returns it to its owner's hand.")


def resolve(ctx):
    ctx.to_hand(ctx.targets)


EFFECTS = [Effect(FLIP, resolve=resolve, label="return 1 monster to the hand",
                  target=Target(opp_monsters, filter=lambda ctx, c: c.location == S.MZONE and c.controller != ctx.player,
                                prompt="Gravekeeper's Guard: return which monster to the hand?"))]
