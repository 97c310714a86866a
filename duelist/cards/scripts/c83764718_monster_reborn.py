"""Monster Reborn (83764718), Normal Spell."""
from duelist.cards.common import FreeMonsterZones, Target, activate
from duelist.cards.common import choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: brings back one monster from either Graveyard to your side of the "
               "field, in the position you choose.")


def _graves(ctx):
    return ctx.grave("both")


def _revivable(ctx, card):
    return card.location == S.GRAVE and card.data.card_type == "Monster" and \
        ctx.can_special_summon(card)


def resolve(ctx):
    for card in ctx.targets:
        position = yield from choose_summon_position(ctx, summoned=card)
        ctx.special_summon(card, position=position)


# the monster comes back to a Main Monster Zone of yours (no GY monster may take another)
EFFECTS = [activate(resolve, special_summons=True, condition=FreeMonsterZones(1), target=Target(_graves, filter=_revivable, prompt="Monster Reborn: revive which monster?"))]
