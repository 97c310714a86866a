"""Call of the Haunted (97077563), Continuous Trap."""
from duelist.cards import kit as K
from duelist.cards.common import FreeMonsterZones, R, Target, activate, while_related
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: brings a monster back from your GY in Attack Position. The two "
               "are tied: if this card leaves the field, that monster is destroyed; if that "
               "monster is destroyed, this card is destroyed. The tie ends if the monster leaves "
               "the field some other way or is turned face-down.")

LEAVES = 2          # index of the "this card leaves the field" effect below
TIE = R.REVIVED     # the card relation this card -> the monster it revived


def _revivable(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and card.data.card_type == "Monster" \
        and ctx.can_special_summon(card)


def resolve(ctx):
    targets = ctx.targets
    if not targets or not ctx.card_still_here:
        return
    monster = targets[0]
    if ctx.special_summon(monster, position=S.FACEUP_ATTACK):
        # the tie: a relation the engine cuts when either side leaves or turns face-down,
        # and the delayed "if this card leaves" effect, which lasts while the tie does
        ctx.relate(monster, TIE)
        ctx.delay(LEAVES, until=while_related(ctx.card))


EFFECTS = [
    # (the monster comes back to a Main Monster Zone: with none free, the windows pass this card
    # by without a call, and the GY is not walked, where each monster's summon question would say no)
    activate(resolve, special_summons=True, condition=FreeMonsterZones(1),
             target=Target(lambda ctx: ctx.grave("me"), filter=_revivable,
                           prompt="Call of the Haunted: revive which monster?")),
    # "if that monster is destroyed, destroy this card": no chain link (a state check)
    K.tie_destroyed_destroys(TIE, label="monster gone"),
    # "if this card leaves the field, destroy that monster": applied, not activated
    K.tie_left_destroys(TIE),
]
