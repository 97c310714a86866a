"""Dark Core (70231910), Normal Spell."""
from duelist.cards.common import Target, activate, discard_one_cost, face_up_monsters, has_other_hand_card
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell. Cost: discard 1 card. One targeted face-up monster on the field "
               "(either side) is banished.")


def face_up_on_field(ctx, card):
    return card.location == S.MZONE and card.face_up


def resolve(ctx):
    if ctx.targets:
        ctx.banish(ctx.targets)


# It targets in both eras (yugioh-wiki.net 《ブラック・コア》: the old text's "remove from play 1
# face-up monster" was ruled a targeting effect): no ERAS entry.
EFFECTS = [activate(resolve, cost=discard_one_cost, discard_cost=True, can_pay=has_other_hand_card,
                    target=Target(face_up_monsters, filter=face_up_on_field,
                                  prompt="Dark Core: banish which face-up monster?"))]
