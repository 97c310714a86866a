"""Soul Resurrection (92924317), Continuous Trap."""
from duelist.cards import kit as K
from duelist.cards.common import FreeMonsterZones, R, Target, activate, while_related
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: brings a Normal Monster back from your GY in face-up Defense "
               "Position. The two are tied, as Call of the Haunted's: if this card leaves the "
               "field, that monster is destroyed; if that monster is destroyed, this card is "
               "destroyed.")

LEAVES = 2          # index of the "this card leaves the field" effect below
TIE = R.REVIVED     # the card relation this card -> the monster it revived


def _revivable(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and card.data.is_normal_monster \
        and ctx.can_special_summon(card)


def resolve(ctx):
    targets = ctx.targets
    if not targets or not ctx.card_still_here:
        return
    monster = targets[0]
    if ctx.special_summon(monster, position=S.FACEUP_DEFENSE):
        ctx.relate(monster, TIE)
        ctx.delay(LEAVES, until=while_related(ctx.card))


EFFECTS = [
    activate(resolve, special_summons=True, condition=FreeMonsterZones(1),
             target=Target(lambda ctx: ctx.grave("me"), filter=_revivable,
                           prompt="Soul Resurrection: revive which Normal Monster?")),
    K.tie_destroyed_destroys(TIE, label="monster gone"),
    K.tie_left_destroys(TIE),
]
