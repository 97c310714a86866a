"""Dark Factory of Mass Production (90928333), Normal Spell."""
from duelist.cards.common import Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: its player picks, as targets, 2 Normal Monsters in their own GY; "
               "both go back to their hand.")


def _own_grave(ctx):
    return ctx.grave("me")


def _normal_monster(ctx, card):
    kinds = card.data.kinds or ()
    return card.location == S.GRAVE and card.owner == ctx.player and card.data.card_type == "Monster" \
        and "Normal" in kinds and not card.data.is_token


def resolve(ctx):
    ctx.to_hand(ctx.targets)


# The 2004 text (SOD: add 2 Normal Monsters from your Graveyard to your hand) does what today's
# "target 2" does: the OCG text always chose them as it was activated; no ERAS entry.
EFFECTS = [activate(resolve, target=Target(_own_grave, filter=_normal_monster, count=2,
                                           prompt="Dark Factory of Mass Production: which 2 Normal Monsters?"))]
