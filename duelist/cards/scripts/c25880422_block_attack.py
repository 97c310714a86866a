"""Block Attack (25880422), Normal Spell."""
from duelist.cards.common import Target, activate, opp_monsters
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: one targeted face-up Attack Position monster the opponent controls is "
               "changed to face-up Defense Position.")


def _in_attack(ctx, card):
    return card.position == S.FACEUP_ATTACK and ctx.can_change_position(card, S.FACEUP_DEFENSE)


def resolve(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEUP_DEFENSE)


# The 2005 text (MRD: "a face-up Attack Position monster on your opponent's side of the field to
# Defense Position") and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, target=Target(opp_monsters, filter=_in_attack,
                                           prompt="Block Attack: change which monster to Defense Position?"))]
