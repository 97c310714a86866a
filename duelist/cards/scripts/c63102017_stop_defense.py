"""Stop Defense (63102017), Normal Spell."""
from duelist.cards.common import Target, activate, opp_monsters
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: one targeted Defense Position monster the opponent controls (face-up "
               "or face-down) is changed to face-up Attack Position (a Flip effect it has starts).")


def _in_defense(ctx, card):
    return card.position != S.FACEUP_ATTACK and ctx.can_change_position(card, S.FACEUP_ATTACK)


def resolve(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEUP_ATTACK)


# The 2005 text (LOB: "a Defense Position monster on your opponent's side of the field") and
# today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, target=Target(opp_monsters, filter=_in_defense,
                                           prompt="Stop Defense: change which monster to Attack Position?"))]
