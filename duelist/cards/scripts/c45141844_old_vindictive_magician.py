"""Old Vindictive Magician (45141844), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, opp_monsters
from duelist.engine import state as S

DESCRIPTION = ("Level 2 DARK Spellcaster. When it is flipped face-up, its controller picks one "
               "monster the opponent controls (face-up or Set) as the target and destroys it.")


def opponents_monster(ctx, card):
    return card.location == S.MZONE and card.controller == ctx.opponent


EFFECTS = [Effect(FLIP, resolve=lambda ctx: ctx.destroy(ctx.targets), destroys=True,
                  target=Target(opp_monsters, filter=opponents_monster,
                                prompt="Old Vindictive Magician: destroy which monster?"),
                  label="destroy 1 opponent's monster")]
